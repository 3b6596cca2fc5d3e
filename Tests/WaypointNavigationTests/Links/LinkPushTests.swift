import Testing
@_spi(HostAuthoring) import WaypointNavigation
import WaypointTestSupport

private enum Account: Destination { case detail(Int) }
private struct Unshown: Destination {}

/// What a `NavigationLink(value:)` in a SwiftUI stack becomes: SwiftUI appends the value to the
/// path of the stack the link sits in and hands it to that type's `navigationDestination(for:)`.
@Suite @MainActor struct LinkPushTests {
    private let types: [any Destination.Type] = [Place.self, Account.self]

    @Test func aLinkValueOfARegisteredTypeIsPushedOwnedByTheFlowOfTheScreenTheLinkSitsIn() throws {
        let state = NavigationState(root: .stack([screen(1), screen(2, owner: "accounts")]))
        let push = try LinkPush(value: Account.detail(7), in: .root, state: state, types: types)
        #expect(push.owner == "accounts")
        #expect(push.destination as? Account == .detail(7))
    }

    @Test func aLinkInTheSelectedTabPushesOnThatTabsStackOwnedByItsTopScreensFlow() throws {
        let state = NavigationState(root: .tabs([stack(1), .stack([screen(2, owner: "cards")])], selected: 1))
        let push = try LinkPush(value: Account.detail(1), in: ContainerPath(level: 0, tabs: [1]), state: state, types: types)
        #expect(push.owner == "cards")
    }

    @Test func aLinkInASheetIsOwnedByTheSheetsFlowNotByTheScreenBelow() throws {
        let state = NavigationState(root: .stack([screen(1, owner: "home")]), modals: [Modal(.sheet, .stack([screen(2, owner: "help")]))])
        let push = try LinkPush(value: Account.detail(1), in: ContainerPath(level: 1), state: state, types: types)
        #expect(push.owner == "help")
    }

    @Test func aValueOfATypeNoModuleShowsIsAnUnknownDestinationNamingTheKnownTypes() {
        let state = NavigationState(root: stack(1))
        #expect {
            try LinkPush(value: Unshown(), in: .root, state: state, types: types)
        } throws: { error in
            let error = error as? NavigationError
            return error?.kind == .unknownDestination && error?.description.contains("Account") == true
        }
        #expect(throws: NavigationError.self) { try LinkPush(value: 42, in: .root, state: state, types: types) }
    }

    @Test func aLinkInAStackBelowASheetPushesNothing() {
        let state = NavigationState(root: stack(1), modals: [Modal(.sheet, stack(2))])
        #expect {
            try LinkPush(value: Account.detail(1), in: .root, state: state, types: types)
        } throws: { error in
            (error as? NavigationError)?.kind == .containerNotFound
        }
    }

    @Test func aLinkInATabThatIsNotSelectedPushesNothing() {
        let state = NavigationState(root: .tabs([stack(1), stack(2)], selected: 0))
        #expect(throws: NavigationError.self) {
            try LinkPush(value: Account.detail(1), in: ContainerPath(level: 0, tabs: [1]), state: state, types: types)
        }
    }

    @Test func theRegistryListsTheTypesAStackDeclaresDestinationsFor() throws {
        var screens = ScreenRegistry<String>()
        try screens.register(Account.self, module: "Accounts") { _ in "account" }
        try screens.register(Place.self, module: "Places") { _ in "place" }
        #expect(Set(screens.types.map { ObjectIdentifier($0) }) == [ObjectIdentifier(Account.self), ObjectIdentifier(Place.self)])
    }
}

/// What a stack's path set by SwiftUI means when the host binds a `NavigationPath`: only its
/// length can be read.
@Suite struct StackPathChangeTests {
    @Test func backSetsThePathShorterByOneAndKeepsTheScreensBelow() {
        #expect(StackPathChange(shown: 3, set: 2) == .popped(keeping: 2))
    }

    @Test func theBackButtonMenuSetsThePathShorterBySeveralAtOnce() {
        #expect(StackPathChange(shown: 3, set: 0) == .popped(keeping: 0))
    }

    @Test func aNavigationLinkAppendsOneValue() {
        #expect(StackPathChange(shown: 1, set: 2) == .linkAppended)
    }

    @Test func aPathSetToItsOwnLengthChangesNothing() {
        #expect(StackPathChange(shown: 2, set: 2) == .unchanged)
    }
}
