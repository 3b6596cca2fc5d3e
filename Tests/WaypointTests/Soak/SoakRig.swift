@_spi(Inspection) @_spi(Tooling) import Waypoint
import WaypointTesting

/// The whole stack for the soak: a routing hub with an authentication guard, backend overrides,
/// coordinators and a running flow per route, on a navigator driving an in-memory host.
///
/// Flows and sessions are remembered weakly, so the soak can tell that none outlives its
/// screens or its end; the hub's events count the sessions started and ended.
@MainActor final class SoakRig {
    let clock = TestClock()
    let host: any SoakHosting
    let navigator: Navigator
    let hub: RoutingHub
    let performer = SoakPerformer()
    private(set) var home: HomeCoordinator?
    private(set) var isLoggedIn = false
    private(set) var sessionsStarted = 0
    private(set) var sessionsEnded = 0
    private var flows: [WeakFlow] = []
    private var sessions: [WeakSession] = []
    private var events: NavigationSubscription?

    /// Links of every kind: coordinators pushed and presented, a running flow, deep links that
    /// need a login, redirects an override may add, unknown routes and bad parameters.
    static let links = [
        "nuapp://pay", "nuapp://transfer/sheet", "nuapp://transfer/full", "nuapp://account/1", "nuapp://account/2",
        "https://bank.example/account/3", "nuapp://flow", "nuapp://old/4", "nuapp://nowhere", "nuapp://account/x",
        "https://evil.example/pay",
    ]

    /// Override manifests the backend sends now and then.
    static let overrides = [
        #"{"version": 1, "redirects": [{"from": "old/:id", "to": "nuapp://account/:id"}]}"#,
        #"{"version": 1, "routes": {"pay": {"disabled": {"message": "Payments are resting"}}}}"#,
        #"{"version": 1, "routes": {"transfer": {"disabled": {"fallback": "nuapp://account/9"}}, "account": {"sources": ["inApp"]}}}"#,
    ]

    /// - Parameter host: `InMemoryHost` by default; a `LeanHost` to measure memory without the
    ///   host's records.
    init(host: any SoakHosting = InMemoryHost()) throws {
        self.host = host
        navigator = Navigator(host: host)
        hub = RoutingHub(
            configuration: RoutingHub.Configuration(
                urls: URLConfiguration(schemes: ["nuapp"], hosts: ["bank.example"]), parkingTimeout: .seconds(60),
                clock: clock))
        hub.guards = [.authentication(isAuthenticated: { [weak self] in self?.isLoggedIn ?? false }, loginURL: "nuapp://login")]
        let everyone = RoutePolicy(allowedSources: Set(RequestSource.builtIn))
        let signedIn = RoutePolicy(allowedSources: Set(RequestSource.builtIn), requiresAuthentication: true)
        try route("pay", "pay", policy: signedIn) { PayCoordinator(navigator: $0.navigator) }
        try route("transfer", "transfer/:style", policy: everyone) { context in
            TransferCoordinator(navigator: context.navigator, style: context.request.parameters["style"] == "full" ? .fullScreen : .sheet)
        }
        try route("account", "account/:id", parameters: ["id": .int], policy: signedIn) { context in
            AccountCoordinator(navigator: context.navigator, accountID: context.request.parameters.value("id", as: Int.self) ?? 0)
        }
        try route("flow", "flow", policy: everyone) { [performer] context in
            FlowRun(TransferFlow(), performer: performer, navigator: context.navigator)
        }
        try route("login", "login", policy: everyone) { context in
            TransferCoordinator(navigator: context.navigator, style: .fullScreen)
        }
        events = hub.onEvent { [weak self] event in
            guard let self else { return }
            switch event.kind {
            case .requested: sessionsStarted += 1
            case .state(let state) where state.isTerminal: sessionsEnded += 1
            default: break
            }
        }
    }

    /// Shows the home screen and registers the navigator.
    func launch() async {
        home = await startedHome(navigator)
        hub.register(navigator: navigator)
    }

    private struct Context {
        let request: RouteRequest
        let navigator: Navigator
    }

    private func route(
        _ name: String, _ pattern: String, parameters: [String: Route.ParameterType] = [:], policy: RoutePolicy,
        make: @escaping @MainActor (Context) -> any RunningFlow
    ) throws {
        try hub.register(
            FlowRoute(try Route(name, pattern, parameters: parameters, owner: "Soak"), policy: policy) {
                [weak self] request, context in
                let flow = make(Context(request: request, navigator: context.navigator))
                self?.flows.append(WeakFlow(flow))
                return flow
            })
    }

    // MARK: - Operations

    func open(_ url: String, from source: RequestSource) {
        sessions.append(WeakSession(hub.start(url: url, source: source)))
    }

    func cancelOneSession(_ pick: Int) {
        let active = hub.activeSessions()
        guard !active.isEmpty else { return }
        active[pick % active.count].cancel()
    }

    /// Finishes one live coordinator with its result, as its user would.
    func finishOneFlow(_ pick: Int) {
        let live = flows.compactMap(\.flow)
        guard !live.isEmpty else { return }
        switch live[pick % live.count] {
        case let pay as PayCoordinator: pay.confirm(pick % 100)
        case let transfer as TransferCoordinator: transfer.confirm()
        case let account as AccountCoordinator: account.finish(())
        case let run as FlowRun<TransferFlow>: run.cancel()
        default: break
        }
    }

    func logIn() {
        isLoggedIn = true
        hub.signal(.authenticated)
    }

    func logOut() {
        isLoggedIn = false
        _ = try? navigator.execute(.dismiss)
        _ = try? navigator.execute(.popToRoot)
    }

    /// Brings the home coordinator back if the user closed everything.
    func keepHome() async {
        if home?.phase == .ended || home == nil {
            home = await startedHome(navigator)
        }
    }

    /// Forgets the flows and sessions that are gone.
    func prune() {
        flows.removeAll { $0.flow == nil }
        sessions.removeAll { $0.session == nil }
    }

    /// The flows still in memory, other than the home coordinator.
    var liveFlows: [any RunningFlow] { flows.compactMap(\.flow) }
    /// The sessions still in memory.
    var liveSessions: [RoutingSession] { sessions.compactMap(\.session) }

    /// Answers the step the newest running flow shows: forward, back, or cancel.
    func answerFlow(_ pick: Int) {
        guard let context = performer.latest else { return }
        let exits: [TransferFlow.State]
        switch context.step {
        case .amount: exits = [.amountChosen, .cancelled]
        case .recipient: exits = [.recipientChosen, .start]
        case .confirm: exits = [.confirmed, .cancelled]
        }
        _ = context.advance(to: exits[pick % exits.count])
    }
}

/// Shows the transfer flow's steps; keeps only the newest step's context, to answer it.
@MainActor final class SoakPerformer: FlowPerformer {
    var latest: FlowStepContext<TransferFlow>?

    func perform(_ step: TransferFlow.Step, in context: FlowStepContext<TransferFlow>) async throws {
        latest = context
        switch step {
        case .amount: try context.present(Bank.transfer)
        case .recipient: try context.push(Bank.accounts)
        case .confirm: try context.push(Bank.transferConfirm(amount: 5))
        }
    }
}

@MainActor private final class WeakFlow {
    weak var flow: (any RunningFlow)?
    init(_ flow: any RunningFlow) { self.flow = flow }
}

@MainActor private final class WeakSession {
    weak var session: RoutingSession?
    init(_ session: RoutingSession) { self.session = session }
}
