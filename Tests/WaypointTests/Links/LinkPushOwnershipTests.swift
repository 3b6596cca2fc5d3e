import Testing
@_spi(Inspection) import Waypoint
@_spi(HostAuthoring) import WaypointNavigation
import WaypointTesting

/// A `NavigationLink(value:)` push as the SwiftUI host performs it — ``LinkPush`` reads the value,
/// the navigator pushes the screen — keeps the flow of the screen the link sits in alive exactly
/// as long as a push of its own would.
@Suite @MainActor struct LinkPushOwnershipTests {
    private let types: [any Destination.Type] = [Bank.self]

    /// What the SwiftUI host does when a link's view appears.
    private func followLink(_ value: Bank, on navigator: Navigator) throws {
        let push = try LinkPush(value: value, in: try #require(navigator.state.visiblePath(ofLevel: navigator.state.topLevel)),
                                state: navigator.state, types: types)
        try navigator.execute(.push(navigator.makeScreen(push.destination, owner: push.owner)), animated: false)
    }

    @Test func aFlowLivesWhileTheScreensItsLinksPushedAreShownAndEndsWithTheLastOne() async throws {
        let (navigator, host) = makeBankNavigator()
        let home = await startedHome(navigator)
        let account = AccountCoordinator(navigator: navigator, accountID: 42)
        try await home.launch(account)
        try followLink(.payments, on: navigator)
        #expect(navigator.state.topScreen?.owner == account.id)

        try host.popInteractively()
        #expect(account.phase == .running, "the account's own screen is still shown")
        try host.popInteractively()
        #expect(account.phase == .ended)
        #expect(home.phase == .running)
    }

    @Test func aLinkInTheHomeScreenIsOwnedByTheHomeFlow() async throws {
        let (navigator, _) = makeBankNavigator()
        let home = await startedHome(navigator)
        try followLink(.accounts, on: navigator)
        #expect(navigator.state.topScreen?.owner == home.id)
    }
}
