import Foundation
import Testing
import Waypoint

@Suite struct DeepLinkTests {
    @Test func aLinkToADestinationDerivesItsPathFromDeclaredParents() {
        let link = DeepLink(Bank.account(42))
        #expect(link.path == bankLevel(.home, .accounts))
        #expect(link.chain == bankLevel(.home, .accounts, .account(42)))
        #expect(link.description == "home → accounts → account(id: 42, tab: \"overview\")")
    }

    @Test func anExplicitPathIsKeptAsGiven() {
        let link = DeepLink(Bank.pay, path: [Bank.home, HelpArticle(slug: "fees")])
        #expect(link.chain == [AnyDestination(Bank.home), AnyDestination(HelpArticle(slug: "fees")), AnyDestination(Bank.pay)])
    }

    @Test func aDestinationThatDeclaresNothingMakesALinkOfItselfAlone() {
        let link = DeepLink(HelpArticle(slug: "fees"))
        #expect(link.path.isEmpty)
    }

    @Test func aParentChainThatLoopsStopsBeforeTheFirstRepeat() {
        let link = DeepLink(Loop.a)
        #expect(link.chain == [AnyDestination(Loop.b), AnyDestination(Loop.a)])
    }

    @Test func linksRoundTripThroughJSONWithARegistry() throws {
        let link = DeepLink(Bank.transferConfirm(amount: 5))
        let data = try JSONEncoder().encode(link)
        let decoder = JSONDecoder()
        decoder.userInfo[DestinationRegistry.userInfoKey] = DestinationRegistry(Bank.self)
        #expect(try decoder.decode(DeepLink.self, from: data) == link)
    }

    @Test func decodingALinkWithAnUnknownDestinationTypeIsATypedError() throws {
        let data = try JSONEncoder().encode(DeepLink(Bank.pay))
        #expect(throws: DestinationRegistry.UnknownTypeError.self) { try JSONDecoder().decode(DeepLink.self, from: data) }
    }
}

private enum Loop: LinkableDestination {
    case a, b
    var parent: (any Destination)? { self == .a ? Loop.b : Loop.a }
}
