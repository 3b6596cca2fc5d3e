import Foundation
import Testing
import WaypointNavigation

private enum Card: Destination, Codable {
    case detail(id: Int)
    case block(id: Int)
}

private struct Account: Destination, Codable {
    var id: Int
}

@Suite struct DestinationTests {
    @Test func erasedDestinationsCompareByTypeAndValue() {
        #expect(AnyDestination(Card.detail(id: 1)) == AnyDestination(Card.detail(id: 1)))
        #expect(AnyDestination(Card.detail(id: 1)) != AnyDestination(Card.detail(id: 2)))
        #expect(AnyDestination(Account(id: 1)) != AnyDestination(Card.detail(id: 1)))
        #expect(Set([AnyDestination(Card.block(id: 3)), AnyDestination(Card.block(id: 3))]).count == 1)
    }

    @Test func wrappingAnErasedDestinationDoesNotNestIt() {
        let erased = AnyDestination(Card.detail(id: 1))
        #expect(AnyDestination(erased).as(Card.self) == .detail(id: 1))
    }

    @Test func aStateRoundTripsThroughJSONWithARegistry() throws {
        let state = NavigationState(
            root: .stack([Screen(id: Screen.ID(1), destination: Card.detail(id: 1), owner: "cards")]),
            modals: [Modal(.fullScreen, .screen(Screen(id: Screen.ID(2), destination: Account(id: 9))))]
        )
        let data = try JSONEncoder().encode(state)
        let decoder = JSONDecoder()
        decoder.userInfo[DestinationRegistry.userInfoKey] = DestinationRegistry(Card.self, Account.self)
        #expect(try decoder.decode(NavigationState.self, from: data) == state)
    }

    @Test func decodingAnUnregisteredDestinationTypeIsATypedError() throws {
        let state = NavigationState(root: .screen(Screen(id: Screen.ID(1), destination: Account(id: 9))))
        let data = try JSONEncoder().encode(state)
        let decoder = JSONDecoder()
        decoder.userInfo[DestinationRegistry.userInfoKey] = DestinationRegistry(Card.self)
        let error = #expect(throws: DestinationRegistry.UnknownTypeError.self) {
            try decoder.decode(NavigationState.self, from: data)
        }
        #expect(error?.typeName.hasSuffix("Account") == true)
        #expect(error?.description.contains("registered:") == true)
    }
}
