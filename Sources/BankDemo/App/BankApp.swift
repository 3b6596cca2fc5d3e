import Foundation
import Waypoint

/// The demo bank's composition root: one navigator on the in-memory host, the app coordinator
/// choosing the root flow from the user's session, and the routing hub every module registers in.
@MainActor
final class BankApp {
    let host = InMemoryHost()
    let navigator: Navigator
    let session = UserSession()
    let cards = CardService(statuses: [42: .active, 7: .blocked])
    let hub: RoutingHub
    let flows = FlowTracker()
    private(set) var app: AppCoordinator?
    weak var login: LoginCoordinator?
    weak var cardBlock: CardBlockCoordinator?
    var productPerformer: ProductPerformer?
    private var watcher: Task<Void, Never>?
    /// Wraps the host of this app and of the app relaunched after it.
    let wrapHost: (@MainActor (any NavigationHost) -> any NavigationHost)?

    /// - Parameter wrapHost: Wraps the in-memory host before the navigator takes it (the
    ///   inspector's step recorder); the demo still drives and reads the in-memory host.
    init(wrapHost: (@MainActor (any NavigationHost) -> any NavigationHost)? = nil) throws {
        self.wrapHost = wrapHost
        navigator = Navigator(host: wrapHost?(host) ?? host)
        hub = RoutingHub(
            configuration: RoutingHubConfiguration(
                urls: URLConfiguration(schemes: ["nuapp"], hosts: ["bank.example"]),
                webHosts: ["bank.example", "help.bank.example"]))
        let session = session
        // The login flow is already on screen when a link needs a user: park it, start nothing.
        hub.guards = [
            RoutingGuard("authentication") { request in
                request.policy.requiresAuthentication && session.state != .authorised ? .deferUntil(.authenticated) : .proceed
            }
        ]
        try BankRoutes.register(in: self)
    }

    deinit {
        watcher?.cancel()
    }

    /// Starts the app: the root flow for the session's state; the hub learns where to present.
    func launch() async {
        let app = makeAppCoordinator()
        await app.start()
        hub.register(navigator: navigator)
    }

    /// Relaunches the app from navigation saved by an earlier run: the screens come back with
    /// their flows (the root flow is the app coordinator's again), then the hub learns where to
    /// present. What could not be restored is in the report; with nothing restored, the app
    /// starts as on a cold launch.
    func restore(_ data: Data) async throws -> RestorationReport {
        let app = makeAppCoordinator()
        let report = try await BankRestoration.restorer(for: self).restore(data, into: navigator, app: app)
        for restored in report.flows {
            track(restored.flow)
            keepUntilEnded(restored.flow)
        }
        if let login = navigator.flow(for: "login") as? LoginCoordinator { self.login = login }
        await app.start()
        hub.register(navigator: navigator)
        return report
    }

    /// Holds a restored flow until it ends, as the hub session that started it did before the
    /// relaunch (a flow with a parent or the root flow is held there as well).
    private func keepUntilEnded(_ flow: any RunningFlow) {
        let events = flow.lifecycle
        Task {
            for await _ in events {}
            _ = flow
        }
    }

    /// The performer of a new product-details run; the app keeps the newest to drive its screens.
    func makeProductPerformer() -> ProductPerformer {
        let performer = ProductPerformer()
        productPerformer = performer
        return performer
    }

    /// The main flow, while it is the root flow.
    var main: MainCoordinator? { app?.rootFlow as? MainCoordinator }

    private func makeAppCoordinator() -> AppCoordinator {
        let app = AppCoordinator(
            navigator: navigator, state: { [session] in session.state },
            factory: BankFlows(session: session, makePerformer: { [weak self] in self?.makeProductPerformer() ?? ProductPerformer() }) {
                [weak self] flow in
                self?.flows.track(flow)
                if let login = flow as? LoginCoordinator { self?.login = login }
            })
        self.app = app
        let events = app.events
        watcher = Task { [weak self] in
            for await event in events {
                if case .rootStarted(.authorised, _) = event { self?.hub.signal(.authenticated) }
            }
        }
        return app
    }

    @discardableResult
    func track<F: RunningFlow>(_ flow: F) -> F {
        flows.track(flow)
        return flow
    }
}
