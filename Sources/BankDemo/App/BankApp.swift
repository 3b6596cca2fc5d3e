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
    let app: AppCoordinator
    private let loginBox: LoginBox
    weak var cardBlock: CardBlockCoordinator?
    weak var transfer: TransferCoordinator?
    var productPerformer: ProductPerformer?

    /// - Parameter wrapHost: Wraps the in-memory host before the navigator takes it (the
    ///   inspector's step recorder); the demo still drives and reads the in-memory host.
    init(wrapHost: (@MainActor (any NavigationHost) -> any NavigationHost)? = nil) throws {
        navigator = Navigator(host: wrapHost?(host) ?? host)
        hub = RoutingHub(
            configuration: RoutingHubConfiguration(
                urls: URLConfiguration(schemes: ["nuapp"], hosts: ["bank.example"]),
                webHosts: ["bank.example", "help.bank.example"]))
        let flows = flows
        let login = LoginBox()
        self.loginBox = login
        app = AppCoordinator(
            navigator: navigator, state: { [session] in session.state },
            factory: BankFlows(session: session) { flow in
                flows.track(flow)
                if let flow = flow as? LoginCoordinator { login.flow = flow }
            })
        // One line: links needing a user wait in the hub until a root flow starts for
        // `.authorised`; the login is the root of a logged-out app, so the hub starts nothing.
        app.connect(hub)
        try BankRoutes.register(in: self)
    }

    /// The login flow on screen, if any.
    var login: LoginCoordinator? { loginBox.flow }

    /// Starts the app: the root flow for the session's state; the hub presents from then on.
    func launch() async {
        await app.start()
    }

    @discardableResult
    func track<F: RunningFlow>(_ flow: F) -> F {
        flows.track(flow)
        return flow
    }
}

/// Holds the login flow weakly, for the script to log in through.
@MainActor
final class LoginBox {
    weak var flow: LoginCoordinator?
}
