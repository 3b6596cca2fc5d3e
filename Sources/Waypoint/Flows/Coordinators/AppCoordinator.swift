/// The top of the flow tree: the app's state decides the root flow (Umbrella's AppCoordinator).
///
/// ``launch()`` asks the state gateway and starts the factory's flow for that state. When the
/// root flow ends — the authorization flow finishes, the user logs out — the coordinator asks
/// again and starts the flow for the new state; ``refresh()`` does the same when the state
/// changes from outside.
///
/// Links do not go through the app coordinator: they go through the ``RoutingHub``, which
/// parks a link that needs a logged-in user until login (``RoutePolicy/requiresAuthentication``).
/// ``connect(_:authenticatedStates:loginURL:)`` makes the hub follow the app state, so nobody
/// writes that glue by hand.
///
/// The app coordinator lives as long as the app holds it; every other flow lives as long as
/// its screens.
///
/// ```swift
/// let app = AppCoordinator(navigator: navigator, state: { session.appState }, factory: BankFlows())
/// app.connect(hub)                       // the hub's links wait for `.authorized`
/// await app.launch()                      // login flow
/// hub.start(url: "nuapp://accounts/42", source: .pushNotification)   // parked until logged in
/// ```
@MainActor public final class AppCoordinator: FlowParent {
    /// The navigator the root flows show their screens through.
    package let navigator: Navigator
    /// The state the current root flow was chosen for.
    public private(set) var state: State?
    /// The running root flow.
    public private(set) var rootFlow: (any RunningFlow)?

    let readState: @MainActor () -> State
    private let factory: any Factory
    private var pending: Task<Void, Never>?
    private var launching = false
    /// Follows a root flow that is not a coordinator, to hear its end.
    private var watcher: NavigationSubscription?
    weak var hub: RoutingHub?
    var authenticatedStates: Set<State> = []

    /// Creates an app coordinator.
    ///
    /// ```swift
    /// let app = AppCoordinator(navigator: navigator, state: { session.state }, factory: BankFlows())
    /// ```
    ///
    /// - Parameters:
    ///   - navigator: Where the root flows show their screens.
    ///   - state: The app-state gateway, asked whenever a root flow must be chosen.
    ///   - factory: Builds the root flow for each state.
    public init(navigator: Navigator, state: @escaping @MainActor () -> State, factory: any Factory) {
        self.navigator = navigator
        self.readState = state
        self.factory = factory
    }

    /// Launches the root flow for the current app state. Does nothing when one is running.
    public func launch() async {
        guard rootFlow == nil else { return }
        await switchRoot()
    }

    /// Asks the state gateway again; when the state changed, replaces the root flow.
    ///
    /// ```swift
    /// session.logOut()
    /// await app.refresh()    // the login flow replaces the main flow
    /// ```
    public func refresh() async {
        await settle()
        guard readState() != state || rootFlow == nil else { return }
        await switchRoot()
    }

    /// Returns when the root flow chosen after the last root flow ended has started.
    ///
    /// ```swift
    /// login.finish(user)
    /// await app.settle()
    /// app.state   // .authorized
    /// ```
    public func settle() async {
        while let pending {
            await pending.value
            if self.pending == pending { self.pending = nil }
        }
    }

    /// Makes `flow`, restored on screens already on display, the root flow for the current
    /// app state, as if ``launch()`` had launched it; `false` when a root flow runs already.
    func adoptRestoredRoot(_ flow: any FlowNode) -> Bool {
        guard rootFlow == nil, pending == nil else { return false }
        let newState = readState()
        state = newState
        rootFlow = flow
        flow.parentNode = self
        hubFollowsRoot()
        return true
    }

    func childEnded(_ child: any FlowNode) {
        guard child === rootFlow else { return }
        rootEnded()
    }

    private func rootEnded() {
        rootFlow = nil
        guard !launching else { return }
        let previous = pending
        pending = Task { [weak self] in
            await previous?.value
            await self?.switchRoot()
        }
    }

    private func switchRoot() async {
        let newState = readState()
        if let old = rootFlow {
            (old as? any FlowNode)?.parentNode = nil
            rootFlow = nil
            old.cancel()
        }
        watcher?.cancel()
        let flow = factory.makeRootFlow(for: newState, navigator: navigator)
        state = newState
        rootFlow = flow
        if let node = flow as? any FlowNode {
            node.parentNode = self
        } else {
            watch(flow)
        }
        launching = true
        await flow.launch()
        launching = false
        guard rootFlow === flow else { return }
        hubFollowsRoot()
    }

    private func watch(_ flow: any RunningFlow) {
        watcher = flow.onEvent { [weak self, weak flow] event in
            guard event.isTerminal, let self, let flow, self.rootFlow === flow else { return }
            self.rootEnded()
        }
    }
}
