import Foundation
import Testing
@_spi(Tooling) import Waypoint
import WaypointTesting

/// The app coordinator connected to a hub, relaunched from saved navigation
/// (`AppCoordinator.connect(hub)` × restoration × windows).
@Suite @MainActor struct AppRestorationHubTests {
    /// The login root (restorable) while logged out, the restorable home once logged in.
    @MainActor private final class Flows: AppCoordinator.Factory {
        let session: FakeAppSession
        init(session: FakeAppSession) { self.session = session }

        func makeRootFlow(for state: AppCoordinator.State, navigator: Navigator) -> any RunningFlow {
            state == .authorized ? RestorableHome(navigator: navigator, id: "home") : RestorableLogin(navigator: navigator, id: "login")
        }
    }

    private final class RestorableLogin: Coordinator<Never, Void>, RestorableFlow {
        var restorationKind: String { "login" }
        override func start() async throws { try setRoot(Bank.login) }
    }

    private struct App {
        let app: AppCoordinator
        let session: FakeAppSession
        let navigator: Navigator
        let hub: RoutingHub
    }

    private func makeApp(_ state: AppCoordinator.State) throws -> App {
        let (navigator, _) = makeBankNavigator()
        let session = FakeAppSession()
        session.state = state
        let hub = RoutingHub(configuration: RoutingHub.Configuration(urls: URLConfiguration(schemes: ["bank"])))
        try hub.register(LinkRoute(
            try Route("account", "accounts/:id", parameters: ["id": .int]),
            policy: RoutePolicy(allowedSources: [.inApp, .pushNotification], requiresAuthentication: true)
        ) { request in request.parameters.value("id", as: Int.self).map { DeepLink(Bank.account($0)) } })
        let app = AppCoordinator(navigator: navigator, state: { session.state }, factory: Flows(session: session))
        app.connect(hub)
        return App(app: app, session: session, navigator: navigator, hub: hub)
    }

    private var restorer: NavigationRestorer {
        var restorer = bankRestorer()
        restorer.register("login") { restoration in RestorableLogin(navigator: restoration.navigator, id: restoration.savedID) }
        return restorer
    }

    /// What a logged-in app saves: home, with a transfer sheet open when `transferring`.
    private func savedLoggedInApp(transferring: Bool = false) async throws -> Data {
        let first = try makeApp(.authorized)
        await first.app.launch()
        if transferring { _ = try await (first.app.rootFlow as? RestorableHome)?.startTransfer() }
        await first.navigator.settle()
        return try first.navigator.restorationData()
    }

    @Test func aLinkParkedUntilLoginOpensOnceTheRestoredLoggedInRootIsAdopted() async throws {
        let data = try await savedLoggedInApp()
        let relaunched = try makeApp(.authorized)
        // The window registered its navigator before restoring it: the link parks until login.
        relaunched.hub.register(navigator: relaunched.navigator)
        let link = relaunched.hub.start(url: "bank://accounts/42", source: .pushNotification)
        #expect(link.history.map(\.name) == ["preparing"])
        let report = try await restorer.restore(data, into: relaunched.navigator, app: relaunched.app)
        await relaunched.app.launch()
        await link.reach("started")
        await relaunched.navigator.settle()
        #expect(report.isComplete)
        #expect(relaunched.app.rootFlow === relaunched.navigator.flow(for: "home"))
        #expect(link.state.name == "started")
        #expect(relaunched.navigator.state.destinationsByLevel == [bankLevel(.home, .accounts, .account(42))])
    }

    @Test func aColdStartLinkWaitsForTheRestoredRootAndOpensInItsWindow() async throws {
        let data = try await savedLoggedInApp()
        let relaunched = try makeApp(.authorized)
        let link = relaunched.hub.start(url: "bank://accounts/7", source: .pushNotification)
        try await restorer.restore(data, into: relaunched.navigator, app: relaunched.app)
        #expect(relaunched.hub.navigator === relaunched.navigator)
        await link.reach("started")
        await relaunched.navigator.settle()
        #expect(relaunched.navigator.state.destinationsByLevel == [bankLevel(.home, .accounts, .account(7))])
    }

    @Test func theRestoredRootRegistersItsWindowEvenWhenAnotherWindowConnectedFirst() async throws {
        let data = try await savedLoggedInApp()
        let relaunched = try makeApp(.authorized)
        // The platform reconnects a second window before the main one.
        let (other, _) = makeBankNavigator()
        try other.execute(.setRoot(.stack([other.makeScreen(Bank.payments)])))
        relaunched.hub.register(navigator: other, scene: "payments-1", kind: "payments")
        try await restorer.restore(data, into: relaunched.navigator, app: relaunched.app)
        #expect(relaunched.hub.scenes.contains { $0.navigator === relaunched.navigator })
        #expect(relaunched.hub.navigator === relaunched.navigator, "the window whose root flow just came back is the active one")
        let link = relaunched.hub.start(url: "bank://accounts/7", source: .pushNotification)
        await link.reach("started")
        await relaunched.navigator.settle()
        #expect(relaunched.navigator.state.destinationsByLevel == [bankLevel(.home, .accounts, .account(7))])
        #expect(other.state.screens.map(\.destination) == bankLevel(.payments))
    }

    @Test func aRootFlowSavedForALoggedInUserIsNotRestoredOnceTheUserIsLoggedOut() async throws {
        let data = try await savedLoggedInApp(transferring: true)
        let relaunched = try makeApp(.unauthorized)
        let link = relaunched.hub.start(url: "bank://accounts/7", source: .pushNotification)
        let report = try await restorer.restore(data, into: relaunched.navigator, app: relaunched.app)
        await relaunched.app.launch()
        await relaunched.navigator.settle()
        for _ in 0..<100 { await Task.yield() }
        #expect(report.flows.isEmpty)
        let reasons = report.dropped.map(\.reason.description)
        #expect(reasons.first == "flow `home` could not be restored: it was the app's root flow for app state `authorized`; the app state is `unauthorized` now")
        #expect(reasons.count == 2 && reasons[1].hasSuffix("was started by `home`, which was dropped"), "the transfer sheet: \(report)")
        #expect(relaunched.app.state == .unauthorized)
        #expect(relaunched.navigator.state.destinationsByLevel == [bankLevel(.login)])
        #expect(link.state.name == "preparing", "the link still waits for login")
    }

    @Test func aRootFlowSavedWhileLoggedOutComesBackAndTheLinkWaitsForLogin() async throws {
        let first = try makeApp(.unauthorized)
        await first.app.launch()
        await first.navigator.settle()
        let data = try first.navigator.restorationData()
        let relaunched = try makeApp(.unauthorized)
        let link = relaunched.hub.start(url: "bank://accounts/7", source: .pushNotification)
        let report = try await restorer.restore(data, into: relaunched.navigator, app: relaunched.app)
        for _ in 0..<100 { await Task.yield() }
        #expect(report.isComplete)
        #expect(relaunched.app.state == .unauthorized)
        #expect(relaunched.hub.navigator === relaunched.navigator)
        #expect(link.state.name == "preparing")
    }
}
