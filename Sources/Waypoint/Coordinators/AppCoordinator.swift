/// The top of the flow tree: the app's state decides the root flow (Umbrella's AppCoordinator).
///
/// ``start()`` asks the state gateway and starts the factory's flow for that state. When the
/// root flow ends — the authorisation flow finishes, the user logs out — the coordinator asks
/// again and starts the flow for the new state; ``refresh()`` does the same when the state
/// changes from outside. Deep links go through ``open(_:)``: a link that requires
/// authentication waits while the app is not authorised, and opens once it is — unless it
/// waited longer than the parking timeout (five minutes by default, measured on an injectable
/// clock, as for the routing hub's parked links).
///
/// The app coordinator lives as long as the app holds it; every other flow lives as long as
/// its screens.
///
/// ```swift
/// let app = AppCoordinator(navigator: navigator, state: { session.appState }, factory: BankFlows())
/// await app.start()                      // login flow
/// try app.open(DeepLink(Bank.account(id: 42, tab: "overview")))   // .parked until logged in
/// ```
@MainActor public final class AppCoordinator: FlowParent {
    /// The navigator the root flows show their screens through.
    public let navigator: Navigator
    /// The state the current root flow was chosen for.
    public private(set) var state: AppState?
    /// The running root flow.
    public private(set) var rootFlow: (any RunningFlow)?
    /// The link waiting for authorisation, if any (the newest one wins).
    public private(set) var parkedLink: DeepLink?
    /// How long a parked link stays valid.
    public let parkingTimeout: Duration

    private let readState: @MainActor () -> AppState
    private let factory: any AppFlowFactory
    private var pending: Task<Void, Never>?
    private var launching = false
    private var watcher: Task<Void, Never>?
    private let broadcaster = Broadcaster<AppEvent>()
    private let clock: any Clock<Duration>
    private var expiry: Task<Void, Never>?

    /// Creates an app coordinator.
    ///
    /// ```swift
    /// // Parked links expire like the hub's: share its timeout and clock.
    /// let app = AppCoordinator(
    ///     navigator: navigator, state: { session.appState }, factory: BankFlows(),
    ///     parkingTimeout: hub.configuration.parkingTimeout, clock: hub.configuration.clock)
    /// ```
    ///
    /// - Parameters:
    ///   - navigator: Where the root flows show their screens.
    ///   - state: The app-state gateway, asked whenever a root flow must be chosen.
    ///   - factory: Builds the root flow for each state.
    ///   - parkingTimeout: How long a parked link stays valid (default: five minutes, as the hub's).
    ///   - clock: The clock measuring `parkingTimeout` (default: `ContinuousClock`); inject a test clock.
    public init(
        navigator: Navigator, state: @escaping @MainActor () -> AppState, factory: any AppFlowFactory,
        parkingTimeout: Duration = .seconds(300), clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.navigator = navigator
        self.readState = state
        self.factory = factory
        self.parkingTimeout = parkingTimeout
        self.clock = clock
    }

    deinit {
        expiry?.cancel()
        watcher?.cancel()
        broadcaster.finishFromDeinit(yielding: nil)
    }

    /// Starts the root flow for the current app state. Does nothing when one is running.
    ///
    /// ```swift
    /// await app.start()
    /// ```
    public func start() async {
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
    /// app.state   // .authorised
    /// ```
    public func settle() async {
        while let pending {
            await pending.value
            if self.pending == pending { self.pending = nil }
        }
    }

    /// Opens `link` now, or parks it until the app is authorised when it requires authentication.
    ///
    /// New screens belong to the root flow. A newer parked link replaces an older one and gets a
    /// fresh ``parkingTimeout``; a link still parked when it runs out is dropped
    /// (``AppEvent/linkExpired(_:)``).
    ///
    /// ```swift
    /// switch try app.open(DeepLink(Bank.pay)) {
    /// case .opened(let resolution): print(resolution.built.count, "screens built")
    /// case .parked: print("after login")
    /// }
    /// ```
    ///
    /// - Parameter link: Where to go.
    /// - Returns: Whether the link opened or was parked.
    /// - Throws: ``DeepLinkError`` when the link cannot be opened from the current state;
    ///   nothing changes then.
    @discardableResult
    public func open(_ link: DeepLink) throws(DeepLinkError) -> LinkOpening {
        if link.requiresAuthentication, state != .authorised || readState() != .authorised {
            park(link)
            return .parked
        }
        do {
            let resolution = try navigator.open(link, owner: rootFlow?.id ?? .app)
            publish(.linkOpened(link, resolution))
            return .opened(resolution)
        } catch {
            publish(.linkFailed(error))
            throw error
        }
    }

    /// Everything the app coordinator does from now on.
    ///
    /// ```swift
    /// for await event in app.events { print(event) }
    /// ```
    public var events: AsyncStream<AppEvent> {
        broadcaster.stream()
    }

    /// Makes `flow`, restored on screens already on display, the root flow for the current
    /// app state, as if ``start()`` had started it; `false` when a root flow runs already.
    func adoptRestoredRoot(_ flow: any FlowNode) -> Bool {
        guard rootFlow == nil, pending == nil else { return false }
        let newState = readState()
        state = newState
        rootFlow = flow
        flow.parentNode = self
        publish(.rootStarted(newState, flow.id))
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
        publish(.rootStarted(newState, flow.id))
        if newState == .authorised, let link = parkedLink {
            unpark()
            _ = try? open(link)
        }
    }

    private func park(_ link: DeepLink) {
        parkedLink = link
        expiry?.cancel()
        let clock = clock
        let timeout = parkingTimeout
        expiry = Task { [weak self] in
            do { try await clock.sleep(for: timeout) } catch { return }
            guard let self, !Task.isCancelled, self.parkedLink == link else { return }
            self.unpark()
            self.publish(.linkExpired(link))
        }
        publish(.linkParked(link))
    }

    private func unpark() {
        parkedLink = nil
        expiry?.cancel()
        expiry = nil
    }

    private func watch(_ flow: any RunningFlow) {
        let events = flow.lifecycle
        watcher = Task { [weak self, weak flow] in
            for await event in events where event.isTerminal {
                guard let self, let flow, self.rootFlow === flow else { return }
                self.rootEnded()
            }
        }
    }

    private func publish(_ event: AppEvent) {
        broadcaster.yield(event)
    }
}
