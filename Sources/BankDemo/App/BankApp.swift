import Waypoint

/// The demo bank's composition root: the main window's navigator on the in-memory host (and a
/// support window opened when a link needs one), the app coordinator
/// choosing the root flow from the user's session, and the routing hub every module registers in.
@MainActor
final class BankApp {
    let host = InMemoryHost()
    let navigator: Navigator
    let session = UserSession()
    let cards = CardService(statuses: [42: .active, 7: .blocked])
    let hub: RoutingHub
    let flows = FlowTracker()
    /// The windows beyond the main one (the support window), opened when a link needs one.
    let windows = DemoWindows()
    private(set) var app: AppCoordinator?
    weak var login: LoginCoordinator?
    weak var cardBlock: CardBlockCoordinator?
    var productPerformer: ProductPerformer?
    private var watcher: Task<Void, Never>?

    /// - Parameter wrapHost: Wraps the in-memory host before the navigator takes it (the
    ///   inspector's step recorder); the demo still drives and reads the in-memory host.
    init(wrapHost: (@MainActor (any NavigationHost) -> any NavigationHost)? = nil) throws {
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
        windows.hub = hub
        hub.sceneOpener = windows
    }

    deinit {
        watcher?.cancel()
    }

    /// Starts the app: the root flow for the session's state; the hub learns where to present.
    func launch() async {
        let app = AppCoordinator(
            navigator: navigator, state: { [session] in session.state },
            factory: BankFlows(session: session) { [weak self] flow in
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
        await app.start()
        hub.register(navigator: navigator)
    }

    @discardableResult
    func track<F: RunningFlow>(_ flow: F) -> F {
        flows.track(flow)
        return flow
    }
}
