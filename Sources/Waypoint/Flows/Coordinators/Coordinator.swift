/// A flow that owns the screens it shows and lives exactly as long as they are on display.
///
/// Subclass it, override ``start()`` to show the first screens through the router helpers
/// (``push(_:)``, ``present(_:style:detents:)``, ``setStack(_:)``, ``setRoot(_:)``), and end with
/// ``finish(_:)``. Every screen a coordinator shows records its ``id`` as owner. When the last
/// of them leaves the navigation state — its own ``finish(_:)``, a parent's dismissal, the
/// back button, a swipe-down, a deep link that replaces it — the coordinator ends and is
/// released. Children launched with ``launch(_:)`` or ``run(_:)`` are tracked automatically; nobody calls
/// `removeDependency`.
///
/// A coordinator is alive while it is preparing (inside ``start()``), owns a screen, or has a
/// live child, and the library keeps it alive that long: a root coordinator launched in a task
/// nobody keeps still hears its screens' buttons (through ``Navigator/coordinator(owning:as:)``).
/// A window closed through the routing hub ends the flows still running in it. Its life is
/// published once, as ``FlowEvent``s: typed through ``events`` and untyped, synchronously,
/// through ``onEvent(_:)`` (the way the routing hub hears it: it conforms to ``RunningFlow``).
///
/// ```swift
/// final class PayCoordinator: Coordinator<Never, Receipt> {
///     override func start() async throws {
///         try push(Bank.pay)
///     }
///     func paid(_ receipt: Receipt) { finish(receipt) }   // pops the pay screen
/// }
///
/// let receipt = try await parent.run(PayCoordinator(navigator: navigator))
/// ```
@MainActor open class Coordinator<Output: Sendable, Success: Sendable>: RunningFlow {
    /// The owner identity of every screen this coordinator shows; unique among live flows.
    public let id: FlowID
    /// The navigator the coordinator shows its screens through.
    public let navigator: Navigator
    /// Where the coordinator is in its life.
    package var phase: FlowPhase { machine.phase }

    weak var parentNode: (any FlowParent)?
    var childNodes: [any FlowNode] = []
    private var machine: CoordinatorStateMachine
    /// The terminal event, once the flow ended (the machine decides which one it is).
    private var terminalEvent: FlowEvent<Output, Success>?
    private var subscription: NavigationSubscription?
    private var startTask: Task<Void, Never>?
    /// The one channel the flow's life is published on: ``events`` and ``onEvent(_:)`` read it.
    private let broadcaster = Broadcaster<FlowEvent<Output, Success>>()
    /// The resolution of a link ``open(_:)`` found already on screen (nothing to build).
    var alreadyOpenLink: DeepLink.Resolution?

    /// Creates a coordinator that shows its screens through `navigator`.
    ///
    /// - Parameters:
    ///   - navigator: The navigator to show screens through.
    ///   - id: The owner identity; by default the type name and a process-wide counter
    ///     (`"PayCoordinator#12"`), unique among live flows. A custom id must not be the id of
    ///     another live flow on the same navigator: launching it then fails with
    ///     `duplicateID`.
    public init(navigator: Navigator, id: FlowID? = nil) {
        self.navigator = navigator
        let id = id ?? FlowIdentity.make(for: Self.self)
        self.id = id
        self.machine = CoordinatorStateMachine(id: id)
    }

    deinit {
        if machine.isEnded {
            broadcaster.finishFromDeinit()
        } else {
            broadcaster.finishFromDeinit(yielding: .cancelled)
        }
    }

    /// Shows the coordinator's first screens; override it.
    ///
    /// Runs during ``launch()``: the coordinator is *preparing* until it returns, so it may do
    /// asynchronous work first. When it returns the coordinator must own a screen or have a
    /// live child, or it ends with `showedNothing` (it finishes instead when it
    /// opened a link that was already on screen and its `Success` is `Void` or
    /// ``DeepLink/Resolution``: nothing had to change; or as cancelled when the
    /// user already closed what it showed). Throwing ends the flow as
    /// failed and dismisses whatever it showed. The default shows nothing.
    ///
    /// ```swift
    /// override func start() async throws {
    ///     let account = try await api.account(id)   // preparing: nothing shown yet
    ///     try push(Bank.account(id: account.id, tab: "overview"))
    /// }
    /// ```
    ///
    /// - Throws: Any error; the flow then ends with ``FlowEvent/failed(_:)``.
    open func start() async throws {}

    /// Starts the coordinator: runs ``start()`` and publishes ``FlowEvent/started``.
    ///
    /// ``FlowEvent/started`` goes out as soon as the first screen is shown (possibly while
    /// ``start()`` still runs), or when ``start()`` returns with only children on display.
    /// Returns when ``start()`` has returned (or the flow ended during preparation). Launching
    /// twice does nothing. Cancelling the calling task cancels the preparation. When another
    /// live flow on the same navigator has this coordinator's ``id``, ``start()`` is not run and
    /// the flow ends at once with `duplicateID`.
    ///
    /// ```swift
    /// let root = HomeCoordinator(navigator: navigator)
    /// await root.launch()
    /// ```
    public func launch() async {
        guard let task = beginLaunch() else { return }
        await withTaskCancellationHandler { await task.value } onCancel: { task.cancel() }
    }

    /// Launches without waiting: claims the id and, unless launching does nothing, returns the
    /// task that runs ``start()`` and then settles how it returned. Nothing is shown before it
    /// returns: ``start()`` runs in that task, on a later main-actor turn.
    func beginLaunch() -> Task<Void, Never>? {
        let taken = machine.phase == .idle && !FlowIdentity.claim(id, for: self, on: navigator)
        guard case .prepare = perform(machine.launch(idTaken: taken)) else { return nil }
        // One task runs `start()` and settles its return: no second task waiting for it, whose
        // wake-up would go through the global pool and back.
        let task = Task {
            let failure: (any Error)?
            do {
                try await self.start()
                failure = nil
            } catch {
                failure = error
            }
            self.startTask = nil
            // A link that was already on screen: nothing had to change, which is success.
            let unchanged = self.alreadyOpenLink.flatMap { (() as Any) as? Success ?? ($0 as Any) as? Success }
            let holds = self.holdsSomething
            if let unchanged {
                self.perform(self.machine.startReturned(failure: failure, holds: holds, alreadyShown: true), finishing: unchanged)
            } else {
                self.perform(self.machine.startReturned(failure: failure, holds: holds))
            }
        }
        startTask = task
        return task
    }

    /// Attaches a never-launched coordinator to the screens restoration put back on display:
    /// it runs without ``start()``. Returns `false` (the flow ends as failed) when another live
    /// flow on the navigator has its id or it was launched before.
    func resumeRestored() -> Bool {
        let taken = machine.phase == .idle && !FlowIdentity.claim(id, for: self, on: navigator)
        guard case .prepare = perform(machine.restored(idTaken: taken)) else { return false }
        return true
    }

    /// Says "we no longer want this flow": stops its preparation, dismisses its screens and
    /// its children's, and ends it as ``FlowEvent/cancelled``. Does nothing once it ended.
    public func cancel() {
        end(.cancelled, dismissing: true)
    }

    /// Publishes a value the starter may care about (``FlowEvent/produced(_:)``).
    ///
    /// Ignored once the flow has ended.
    ///
    /// - Parameter output: The value.
    public func emit(_ output: Output) {
        perform(machine.produced(), given: .produced(output))
    }

    /// Ends the flow with `result`: dismisses its screens (and its children's) and hands
    /// `result` to whoever started it. Ignored once the flow has ended.
    ///
    /// - Parameter result: The flow's result.
    public func finish(_ result: Success) {
        end(.finished(result), dismissing: true)
    }

    /// Ends the flow as failed with `error`: dismisses its screens (and its children's).
    /// Ignored once the flow has ended.
    ///
    /// - Parameter error: Why the flow failed; wrapped in ``FlowError`` unless it is one.
    public func fail(_ error: any Error) {
        end(.failed(FlowError.wrapping(error, flow: id)), dismissing: true)
    }

    /// Whether the coordinator owns a screen in the navigator's current state.
    ///
    /// - Complexity: O(*n*) in the number of screens.
    package var ownsScreens: Bool { navigator.state.screens.contains { $0.owner == id } }

    /// The live child flows, in the order they were started.
    public var children: [any RunningFlow] { childNodes }

    /// Waits for the flow to end and returns its terminal event.
    ///
    /// Returns at once when it has already ended. Cancelling the waiting task cancels the flow,
    /// so the wait never hangs.
    ///
    /// ```swift
    /// await flow.launch()
    /// if case .finished(let receipt) = await flow.ended() { print(receipt) }
    /// ```
    ///
    /// - Returns: ``FlowEvent/finished(_:)``, ``FlowEvent/failed(_:)`` or ``FlowEvent/cancelled``.
    public func ended() async -> FlowEvent<Output, Success> {
        if let terminal = terminalEvent { return terminal }
        for await event in events where event.isTerminal { return event }
        // The waiting task was cancelled: the flow is no longer wanted.
        cancel()
        return terminalEvent ?? .cancelled
    }

    /// Whether a command of this flow may change the navigation (preparing or running).
    var isActive: Bool { machine.isActive }
    /// How the flow ended, once it has.
    var terminal: FlowEvent<Output, Success>? { terminalEvent }

    /// Records that a command of this flow put a screen on display; the first one publishes
    /// ``FlowEvent/started``, even while the flow is still preparing.
    func didShowScreens() {
        perform(machine.showedScreens())
    }

    /// Called for every navigation change that removes one of this flow's screens, before the
    /// flow checks whether it is still alive. Subclasses inside the module refine it.
    func didLoseScreens(in change: NavigationChange) {}

    /// Called once when the flow has ended, before its end is published. Subclasses inside the
    /// module refine it.
    func didEnd() {}

    /// Whether the flow owns a screen or has a live child: what keeps a running flow alive.
    private var holdsSomething: Bool { !childNodes.isEmpty || ownsScreens }

    private func observe(_ change: NavigationChange) {
        guard machine.isActive, change.removed.contains(where: { $0.owner == id }) else { return }
        didLoseScreens(in: change)
        evaluate()
    }

    /// Asks the machine whether the flow still lives, after its screens or children changed.
    func evaluate() {
        perform(machine.holdingsChanged(holds: holdsSomething))
    }

    func end(_ event: FlowEvent<Output, Success>, dismissing: Bool) {
        perform(machine.stop(dismissing: dismissing), given: event)
    }

    // The `perform` overloads take the event an input came with as a plain value, never as an
    // optional: in this class's unspecialized code an optional of `FlowEvent<Output, Success>`
    // (or of `Success`) would look its metadata up at run time on every call.

    /// Performs what the machine decided for an input that came with no event.
    @discardableResult
    private func perform(_ action: CoordinatorStateMachine.Action) -> CoordinatorStateMachine.Action {
        switch action {
        case .none, .publish(.given):
            break
        case .prepare:
            subscription = navigator.onChange { [weak self] change in self?.observe(change) }
        case .publish(.started):
            publish(.started)
        case .end(.failed(let error), let dismissing):
            finalize(with: .failed(error), dismissing: dismissing)
        case .end(.cancelled, let dismissing), .end(.given, let dismissing), .end(.finishedUnchanged, let dismissing):
            // `.given` and `.finishedUnchanged` come only from inputs that carry their event.
            finalize(with: .cancelled, dismissing: dismissing)
        }
        return action
    }

    /// Performs what the machine decided for an input that came with `event` (a produced value,
    /// or the terminal event of ``end(_:dismissing:)``).
    private func perform(_ action: CoordinatorStateMachine.Action, given event: FlowEvent<Output, Success>) {
        switch action {
        case .publish(.given): publish(event)
        case .end(.given, let dismissing): finalize(with: event, dismissing: dismissing)
        default: perform(action)
        }
    }

    /// Performs what the machine decided when `start()` returned after opening a link that was
    /// already on screen, whose result is `result`.
    private func perform(_ action: CoordinatorStateMachine.Action, finishing result: Success) {
        if case .end(.finishedUnchanged, let dismissing) = action {
            finalize(with: .finished(result), dismissing: dismissing)
        } else {
            perform(action)
        }
    }

    /// Ends the flow with `event`: stops observing and preparing, dismisses the subtree's screens
    /// when `dismissing`, ends the children, publishes `event`, tells the parent.
    private func finalize(with event: FlowEvent<Output, Success>, dismissing: Bool) {
        // Set first: whatever ending the flow triggers (dismissing, children, the parent)
        // already sees it ended with this event.
        terminalEvent = event
        FlowIdentity.release(id, for: self)
        let owners = Set(subtreeIDs)
        subscription?.cancel()
        subscription = nil
        startTask?.cancel()
        didEnd()
        let children = childNodes
        childNodes = []
        if dismissing { dismissScreens(ownedBy: owners) }
        for child in children { child.endAsCancelled() }
        publish(event)
        parentNode?.childEnded(self)
        parentNode = nil
    }

    private func dismissScreens(ownedBy owners: Set<FlowID>) {
        let target = navigator.state.removingScreens(ownedBy: owners)
        guard target != navigator.state else { return }
        do {
            try navigator.setState(target)
        } catch {
            RuntimeWarning.report("\(id) ended but could not dismiss its screens: \(error)")
        }
    }

    private func publish(_ event: FlowEvent<Output, Success>) {
        broadcaster.yield(event)
        if event.isTerminal { broadcaster.finish() }
    }

    /// The typed life of the flow from now on: ``FlowEvent/started``, values, then one terminal event.
    ///
    /// Each access returns a new stream, read from the same channel as ``onEvent(_:)``. After
    /// the flow ended, the stream replays the terminal event and finishes.
    ///
    /// ```swift
    /// for await event in coordinator.events { print(event) }
    /// ```
    public var events: AsyncStream<FlowEvent<Output, Success>> {
        broadcaster.stream(replaying: terminalEvent.map { [$0] } ?? [])
    }

    /// Calls `body` with every event from now on, untyped and synchronously (see
    /// ``RunningFlow/onEvent(_:)``); after the flow ended, once with its terminal event.
    ///
    /// ```swift
    /// let watching = coordinator.onEvent { event in
    ///     if event.isTerminal { print("ended:", event) }   // "ended: cancelled"
    /// }
    /// ```
    ///
    /// - Parameter body: Receives each event.
    /// - Returns: The subscription that keeps `body` registered.
    public func onEvent(_ body: @escaping @MainActor (FlowEvent<any Sendable, any Sendable>) -> Void) -> NavigationSubscription {
        if machine.isEnded, let terminal = erasedTerminalEvent() {
            body(terminal)
            return NavigationSubscription()
        }
        return broadcaster.subscribe { body($0.erased) }
    }

    /// The terminal event, untyped. Apart so that observing a running flow never reads a value
    /// of the generic event type: in code not specialised for the flow's types, that read looks
    /// up the event type's metadata at run time.
    @inline(never)
    private func erasedTerminalEvent() -> FlowEvent<any Sendable, any Sendable>? {
        terminalEvent?.erased
    }
}
