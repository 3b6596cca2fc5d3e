import Foundation
import Testing
@_spi(Tooling) import Waypoint
import WaypointTesting

extension RequestSource {
    /// A source the app defines: its home-screen widget.
    fileprivate static let widget = RequestSource("widget", isExternal: true, description: "home-screen widget")
}

extension SceneID.Kind {
    /// The iPad window that shows accounts as a split view.
    fileprivate static let accounts: SceneID.Kind = "accounts"
}

/// Deep links (`LinkRoute`) into windows (scenes), split views and restoration together.
@Suite @MainActor struct SceneLinkTests {
    private struct Fixture {
        let hub: RoutingHub
        let main: Navigator
        let mainHost: InMemoryHost
    }

    /// The main window shows home with a transfer sheet; account links open in an accounts window.
    private func makeFixture(accountsPlacement: RoutePolicy.ScenePlacement = .kind(.accounts)) throws -> Fixture {
        let (main, mainHost) = makeBankNavigator()
        try main.setState(NavigationState(
            root: .stack([main.makeScreen(Bank.home)]), modals: [Modal(.sheet, .stack([main.makeScreen(Bank.transfer)]))]))
        let hub = RoutingHub(configuration: RoutingHub.Configuration(urls: URLConfiguration(schemes: ["bank"])))
        var policy = RoutePolicy(allowedSources: [.inApp, .pushNotification, .widget])
        policy.scene = accountsPlacement
        try hub.register(LinkRoute(try Route("account", "accounts/:id", parameters: ["id": .int]), policy: policy) { request in
            request.parameters.value("id", as: Int.self).map { DeepLink(Bank.account($0)) }
        })
        hub.register(navigator: main)
        return Fixture(hub: hub, main: main, mainHost: mainHost)
    }

    /// An accounts window: a three-column split with home in the sidebar, nothing picked.
    private func openAccountsWindow(_ hub: RoutingHub, _ id: SceneID) throws -> (Navigator, InMemoryHost) {
        let (navigator, host) = makeBankNavigator()
        try navigator.execute(.setRoot(.split(SplitColumns(sidebar: [navigator.makeScreen(Bank.home)], content: []))))
        hub.register(navigator: navigator, scene: id, kind: .accounts)
        return (navigator, host)
    }

    @Test func aLinkIntoASplitInASecondWindowOpensItsColumnsThereWhileTheMainWindowKeepsItsSheet() async throws {
        let fixture = try makeFixture()
        let (accounts, _) = try openAccountsWindow(fixture.hub, "accounts-1")
        fixture.hub.activate(scene: .main)
        let before = fixture.main.state
        let session = fixture.hub.start(url: "bank://accounts/42", source: .pushNotification)
        await session.reach("started")
        await accounts.settle()
        #expect(fixture.hub.scene(of: session) == "accounts-1")
        #expect(session.state.name == "started", "the main window's sheet does not make the accounts window busy")
        guard case .split(let columns)? = accounts.state.root else { Issue.record("no split: \(accounts.state)"); return }
        #expect(columns.content?.map(\.destination) == bankLevel(.accounts))
        #expect(columns.detail.map(\.destination) == bankLevel(.account(42)))
        #expect(fixture.main.state == before)
        #expect(fixture.hub.activeScene == .main)
    }

    @Test func anAppDefinedSourceFollowsTheRoutesWindowAndAWindowOfTheKindOpensForIt() async throws {
        let fixture = try makeFixture()
        let opener = RecordingOpener()
        fixture.hub.sceneOpener = opener
        let session = fixture.hub.start(url: "bank://accounts/7?utm=widget", source: .widget)
        #expect(opener.opened == [.accounts])
        #expect(session.state.name == "preparing")
        let (accounts, _) = try openAccountsWindow(fixture.hub, "accounts-1")
        await session.reach("started")
        await accounts.settle()
        #expect(session.source == .widget)
        #expect(session.url == "bank://accounts/7", "an external app-defined source loses the undeclared keys")
        #expect(accounts.state.screens.map(\.destination) == bankLevel(.home, .accounts, .account(7)))
        #expect(fixture.main.state.screens.map(\.destination) == bankLevel(.home, .transfer))
    }

    @Test func closingAWindowEndsItsLinkFlowAndWhatItSavedBeforeComesBackInTheReconnectedWindow() async throws {
        let fixture = try makeFixture()
        let (accounts, _) = try openAccountsWindow(fixture.hub, "accounts-1")
        let session = fixture.hub.start(url: "bank://accounts/42", source: .pushNotification)
        await session.reach("started")
        await accounts.settle()
        let shown = accounts.state
        // UIKit asks for the window's restoration data when it goes to the background, before it disconnects.
        let data = try accounts.restorationData()
        fixture.hub.unregister(scene: "accounts-1")
        await session.reach("completed")
        #expect(session.state == .completed(.closedByUser))
        #expect(accounts.state.screens.map(\.destination) == bankLevel(.home), "the cancelled link flow took its screens")
        #expect(fixture.hub.scenes.map(\.id) == [.main])

        // The window reconnects: a new navigator restores what it showed and registers again.
        let (reconnected, _) = makeBankNavigator()
        let report = try await NavigationRestorer(destinations: DestinationRegistry(Bank.self)).restore(data, into: reconnected)
        await reconnected.settle()
        fixture.hub.register(navigator: reconnected, scene: "accounts-2", kind: .accounts)
        #expect(report.isComplete)
        #expect(reconnected.state.screens.map(\.id) == shown.screens.map(\.id))
        #expect(reconnected.state.screens.map(\.destination) == shown.screens.map(\.destination))
        let restoredFlow = try #require(reconnected.state.screens.last.flatMap { reconnected.flow(owning: $0) })
        #expect(fixture.hub.activeSessions().isEmpty, "a restored link flow belongs to no session")
        // A new link into the reconnected window keeps the restored columns it shares.
        let again = fixture.hub.start(url: "bank://accounts/9", source: .pushNotification)
        await again.reach("started")
        await reconnected.settle()
        #expect(fixture.hub.scene(of: again) == "accounts-2")
        #expect(reconnected.state.screens.map(\.destination) == bankLevel(.home, .accounts, .account(9)))
        await drain()
        #expect(reconnected.flow(for: restoredFlow.id) != nil, "the restored flow still owns the list")
    }
}
