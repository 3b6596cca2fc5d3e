public import Observation

/// The single writer of the navigation state.
///
/// A navigator validates and commits every change synchronously — ``state`` is always the
/// latest target — and then runs the steps from what the host shows to that target through
/// its ``NavigationHost``, one transition at a time. A request that arrives while a transition
/// is in flight is never applied on top of it: the navigator waits for the transition to
/// finish, then plans from what the host shows to the newest target, so queued requests are
/// coalesced and never lost. Changes the user made on the host (interactive pop, swipe-down,
/// tab tap) are accepted with ``NavigationChange/Cause/user``, also while transitions are
/// queued.
///
/// Every change is published to ``changes`` streams and ``onChange(_:)`` callbacks, with the
/// screens that left and the owners that have no screen any more. The navigator is
/// `Observable`: a SwiftUI view reads ``top``, ``isPresenting``, ``selectedTab`` or ``state``
/// and re-renders when what it read changes.
///
/// Views and app code navigate with the verbs — ``push(_:animated:fileID:line:)``,
/// ``present(_:style:detents:animated:fileID:line:)``, ``dismiss(animated:fileID:line:)``,
/// ``pop(animated:fileID:line:)``, ``pop(to:animated:fileID:line:)``,
/// ``popToRoot(animated:fileID:line:)``, ``select(tab:animated:fileID:line:)`` — which take
/// destinations and need no `try`; ``execute(_:animated:)`` applies a ``NavigationCommand``, the
/// value layer under them, and throws.
///
/// Steps are animated unless the change asked otherwise (`animated: false`), except the steps
/// that bring a host from nothing to its first state — a cold start, a restored state — which
/// never animate. The window is never emptied on its way to a new root: a state with nothing on
/// display is held back while the host shows something, so that when the flow that showed the
/// old root ends and the next one sets a new root (logging in), the host swaps the root in one
/// transition. ``settle()`` shows a held empty state.
///
/// Nobody waits on a transition that will not finish: a step the host has not finished within
/// ``transitionTimeout`` counts as refused (see ``hostFailure``), and a completion that arrives
/// after that is ignored.
///
/// ```swift
/// let host = InMemoryHost()
/// let navigator = Navigator(host: host)
/// let home = navigator.makeScreen(Home.overview, owner: .app)
/// try navigator.execute(.setRoot(.stack([home])))
/// try navigator.execute(.push(navigator.makeScreen(Cards.detail(id: 3), owner: "cards")))
/// await navigator.settle()
/// print(navigator.state)   // the tree the host shows
/// ```
@MainActor
public final class Navigator: Observable {
    /// The committed target: every accepted command and user change, applied in order.
    ///
    /// It changes synchronously; the host catches up in order (see ``settle()``). Observable: a
    /// SwiftUI view that reads it re-renders on every change (read ``top``, ``isPresenting`` or
    /// ``selectedTab`` to re-render for less).
    public var state: NavigationState {
        registrar.access(self, keyPath: \.state)
        return committed
    }

    /// The refusal that stopped the host, if a step was refused; cleared by the next change.
    public var hostFailure: NavigationError? { queue.failure }

    /// What the navigator believes the host shows, including a transition in flight.
    public var shown: NavigationState { queue.shown }

    /// Whether the host shows ``state`` with no transition in flight or queued.
    @_spi(Tooling) public var isSettled: Bool { queue.isSettled && !holdsEmptyState }

    /// How long a host step may stay in flight before it counts as refused; `nil` waits forever.
    ///
    /// When a step times out, ``hostFailure`` is a ``NavigationError/Kind/transitionTimedOut``
    /// error, the navigator goes back to believing the host shows what it showed before the
    /// step (exactly as for a refused step), everybody waiting in ``settle()`` is released, and
    /// the next change plans again from there. A completion the host calls after the timeout is
    /// ignored. A change applies to the steps started after it.
    ///
    /// ```swift
    /// navigator.transitionTimeout = .seconds(2)
    /// ```
    public var transitionTimeout: Duration?

    /// The storage of ``state``, read without registering an observer; every write notifies the
    /// observers of what changed.
    private(set) var committed: NavigationState {
        didSet { notifyObservers(changedFrom: oldValue) }
    }
    /// Tells observers (SwiftUI, `withObservationTracking`) what they read changed.
    let registrar = ObservationRegistrar()
    package let host: any NavigationHost
    private var ids: ScreenIDGenerator
    private var queue: TransitionQueue
    private var performing = false
    private var finishedEarly: HostStepOutcome?
    private var stepToken = 0
    /// When the step in flight times out, if the host has not finished it.
    private var stepDeadline: StepDeadline?
    /// The clock ``transitionTimeout`` is measured on.
    private let stopwatch: Stopwatch
    private let outlets = Outlets()
    private let broadcaster = Broadcaster<NavigationChange>()
    private var nextKey = 0
    /// Whether the change being planned asked for animation.
    private var animationRequested = true
    /// Whether the steps under way started from a host that showed nothing (never animated).
    private var startedFromNothing = false
    /// Whether ``state`` has nothing on display and is held back from the host (see the type's
    /// discussion), until the next change or ``settle()``.
    private var holdsEmptyState = false
    /// The cause of the change being delivered to the navigator's observers right now, if any:
    /// what a routing session reads to tell a user's gesture from the app's own navigation when
    /// its flow ends inside that delivery.
    package private(set) var causeInDelivery: NavigationChange.Cause?

    /// Creates a navigator that drives `host`, which shows nothing yet, towards `state`.
    ///
    /// With a non-empty `state` (for example one restored from disk) the host is brought to it
    /// at once; ``settle()`` waits for it. Identities from `ids` start after the largest one in
    /// `state`, so new screens never collide with restored ones. A `state` that breaks
    /// the navigation rules is not shown: the navigator starts empty (use
    /// ``setState(_:animated:)`` to learn why). The host learns which navigator drives it
    /// (`didAttach(to:)`), so it can hand it to the screens it shows.
    ///
    /// ```swift
    /// let navigator = Navigator(host: InMemoryHost(), state: restored)
    /// await navigator.settle()
    /// ```
    ///
    /// - Parameters:
    ///   - host: What shows the screens.
    ///   - state: The state to show; ``NavigationState/empty`` by default.
    ///   - transitionTimeout: How long a host step may stay in flight before it counts as
    ///     refused (see ``transitionTimeout``); 10 seconds by default, `nil` waits forever.
    ///   - clock: The clock ``transitionTimeout`` is measured on: `ContinuousClock` by default;
    ///     a test passes the clock it gives the hub (`RoutingHub.Configuration.clock`), such as
    ///     WaypointTesting's `TestClock`, and advances it instead of sleeping.
    public convenience init(
        host: any NavigationHost, state: NavigationState = .empty,
        transitionTimeout: Duration? = .seconds(10), clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.init(host: host, state: state, ids: ScreenIDGenerator(), transitionTimeout: transitionTimeout, clock: clock)
    }

    /// Creates a navigator whose new screens take their identities from `ids` (never below
    /// `state`'s largest), for a host or a tool that numbers screens itself.
    @_spi(HostAuthoring) public init(
        host: any NavigationHost, state: NavigationState = .empty, ids: ScreenIDGenerator,
        transitionTimeout: Duration? = .seconds(10), clock: any Clock<Duration> = ContinuousClock()
    ) {
        var start = state.isValid ? state : .empty
        start.width = NavigationState.empty.width  // the host reports its width once it shows something
        self.transitionTimeout = transitionTimeout
        self.stopwatch = Stopwatch(clock)
        self.host = host
        self.committed = start
        self.ids = ids.skipping(past: start.maxScreenID)
        self.queue = TransitionQueue(shown: .empty)
        host.onUserGesture = { [weak self] gesture in self?.hostReported(gesture) }
        host.didAttach(to: self)
        startedFromNothing = true
        run(queue.commit(start))
    }

    deinit {
        outlets.finishAll()
        broadcaster.finishFromDeinit()
    }

    /// A new screen with a fresh identity.
    ///
    /// ```swift
    /// let detail = navigator.makeScreen(CardDestination.detail(id: 3), owner: "cards")
    /// ```
    ///
    /// - Parameters:
    ///   - destination: What the screen shows.
    ///   - owner: The flow that puts it on display.
    /// - Returns: The screen; not on display until a command shows it.
    public func makeScreen(_ destination: some Destination, owner: FlowID = .app) -> Screen {
        Screen(id: ids.next(), destination: destination, owner: owner)
    }

    /// Validates `command` against ``state``, commits the result, and schedules the host.
    ///
    /// ```swift
    /// let change = try navigator.execute(.pop)
    /// change.finishedOwners   // owners whose last screen was popped
    /// ```
    ///
    /// - Parameters:
    ///   - command: The change to make, acting on the top-most level.
    ///   - animated: Whether the host animates the steps; `true` by default.
    /// - Returns: The committed change (empty when the command changed nothing).
    /// - Throws: ``NavigationError`` when the command is impossible; nothing changes then.
    /// - Complexity: O(n) in the number of screens.
    @discardableResult
    public func execute(_ command: NavigationCommand, animated: Bool = true) throws(NavigationError) -> NavigationChange {
        let target = try state.applying(command)
        return commit(target, cause: .command(command), step: state.singleHostStep(for: command), animated: animated)
    }

    /// Validates `target`, commits it as the new state, and schedules the host.
    ///
    /// The target's ``NavigationState/width`` is ignored: the state keeps the width the host
    /// reported.
    ///
    /// ```swift
    /// try navigator.setState(NavigationState(root: .stack([home, detail])))
    /// ```
    ///
    /// - Parameters:
    ///   - target: The whole state to show.
    ///   - animated: Whether the host animates the steps; `true` by default.
    /// - Returns: The committed change.
    /// - Throws: ``NavigationError`` when `target` breaks the navigation rules.
    /// - Complexity: O(n) in the number of screens.
    @discardableResult
    public func setState(_ target: NavigationState, animated: Bool = true) throws(NavigationError) -> NavigationChange {
        try target.validate(input: "setState")
        ids = ids.skipping(past: target.maxScreenID)  // a restored state's screens keep their identities
        return commit(target, cause: .setState, animated: animated)
    }

    /// Returns when the host shows ``state`` with nothing in flight or queued, when the host
    /// refused a step (see ``hostFailure``), or when the calling task is cancelled.
    ///
    /// ```swift
    /// try navigator.execute(.dismiss)
    /// await navigator.settle()
    /// ```
    public func settle() async {
        if holdsEmptyState {
            holdsEmptyState = false
            run(queue.commit(state))
        }
        while !queue.isSettled, queue.failure == nil, !Task.isCancelled {
            await waitForQuietHost()
        }
    }

    private func waitForQuietHost() async {
        let key = makeKey()
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if Task.isCancelled {
                    continuation.resume()
                } else {
                    outlets.settleWaiters[key] = continuation
                }
            }
        } onCancel: {
            Task { @MainActor [weak self] in self?.outlets.settleWaiters.removeValue(forKey: key)?.resume() }
        }
    }

    /// A new stream of every change committed from now on; it ends when the navigator goes.
    ///
    /// ```swift
    /// for await change in navigator.changes where !change.finishedOwners.isEmpty {
    ///     release(change.finishedOwners)
    /// }
    /// ```
    public var changes: AsyncStream<NavigationChange> {
        broadcaster.stream()
    }

    /// Calls `body` with every change committed from now on, until the subscription is cancelled
    /// or released.
    ///
    /// ```swift
    /// let subscription = navigator.onChange { change in print(change.removed) }
    /// ```
    ///
    /// - Parameter body: Called on the main actor, synchronously with each commit.
    /// - Returns: The subscription; keep it as long as you want the calls.
    public func onChange(_ body: @escaping @MainActor (NavigationChange) -> Void) -> NavigationSubscription {
        broadcaster.subscribe(body)
    }

    private func makeKey() -> Int {
        nextKey += 1
        return nextKey
    }

    private func commit(
        _ target: NavigationState, cause: NavigationChange.Cause, step: HostStep? = nil, animated: Bool
    ) -> NavigationChange {
        var target = target
        target.width = state.width  // only the host changes the width (UserGesture.widthChanged)
        let change = NavigationChange(old: state, new: target, cause: cause)
        guard !change.isEmpty else { return change }
        committed = target
        animationRequested = animated
        if target.root == nil, queue.shown.root != nil {
            holdsEmptyState = true
            // Stop where the host is: no further step towards an older target.
            run(queue.commit(queue.shown))
        } else {
            // A single step is known to lead from the previous target only when nothing was held.
            let known = holdsEmptyState ? nil : step
            holdsEmptyState = false
            if queue.shown.root == nil { startedFromNothing = true }
            run(queue.commit(target, step: known))
        }
        publish(change)
        return change
    }

    private func hostReported(_ gesture: UserGesture) {
        let before = queue.shown
        let after: NavigationState
        do {
            after = try before.performing(gesture)
        } catch {
            // The host reported a gesture its own screens cannot perform: a host bug. Nothing
            // changes (the state keeps describing what the navigator asked for).
            RuntimeWarning.report("the host reported \(gesture), which the screens it shows cannot perform (\(error)); ignored")
            return
        }
        if holdsEmptyState {
            // The user acted on the screens held on display: nothing of the state changes but
            // the window's width, which the next root is shown in.
            if case .widthChanged(let width) = gesture { committed.width = width }
            run(queue.userChanged(gesture, shown: after, target: after))
            return
        }
        let target = state.reconciling(gesture, shown: before, after: after)
        let change = NavigationChange(old: state, new: target, gesture: gesture)
        committed = target
        run(queue.userChanged(gesture, shown: after, target: target))
        if !change.isEmpty { publish(change) }
    }

    private func publish(_ change: NavigationChange) {
        let outer = causeInDelivery
        causeInDelivery = change.cause
        broadcaster.yield(change)
        causeInDelivery = outer
    }

    /// Performs the queue's actions; a host that finishes synchronously is looped, not recursed.
    private func run(_ first: TransitionQueue.Action) {
        var action = first
        while true {
            switch action {
            case .none:
                return
            case .settled, .stalled:
                startedFromNothing = false
                let waiters = outlets.settleWaiters.values
                outlets.settleWaiters = [:]
                for waiter in waiters { waiter.resume() }
                return
            case .perform(let step):
                performing = true
                finishedEarly = nil
                stepToken += 1
                let token = stepToken
                let animated = animationRequested && !startedFromNothing
                host.perform(step, animated: animated) { [weak self] outcome in self?.hostFinished(outcome, token: token) }
                performing = false
                guard let outcome = finishedEarly else {
                    startTimer(for: step, token: token)
                    return
                }
                finishedEarly = nil
                action = queue.stepFinished(outcome)
            }
        }
    }

    /// A completion for an older step (a host that calls back twice, or late) is ignored.
    private func hostFinished(_ outcome: HostStepOutcome, token: Int) {
        guard token == stepToken else { return }
        // Taken once: the same completion called again is stale, so the queue only ever hears
        // about the step in flight.
        stepToken += 1
        if performing {
            finishedEarly = outcome
        } else {
            stepDeadline = nil  // the watchdog finds nothing due when it wakes
            run(queue.stepFinished(outcome))
        }
    }

    /// Counts the step in flight as refused once ``transitionTimeout`` has passed.
    ///
    /// One watchdog task serves every step: it sleeps until the deadline of the step in flight,
    /// and a step that finishes in time only clears its deadline, so the watchdog wakes, finds
    /// nothing due and sleeps until the next step's deadline (or ends). Nothing is cancelled per
    /// step: a cancelled sleep keeps its timer's memory until its deadline on this toolchain.
    /// The watchdog holds the navigator weakly and is cancelled when the navigator goes.
    private func startTimer(for step: HostStep, token: Int) {
        guard let timeout = transitionTimeout else {
            stepDeadline = nil
            return
        }
        let deadline = stopwatch.elapsed + timeout
        stepDeadline = StepDeadline(step: step, token: token, timeout: timeout, deadline: deadline)
        // A shorter timeout than the one the watchdog sleeps for: it must wake sooner.
        if let target = outlets.watchdogTarget, target > deadline { outlets.cancelTimer() }
        guard outlets.timer == nil else { return }
        let stopwatch = stopwatch
        outlets.timer = Task { @MainActor [weak self] in
            // A watchdog replaced by one that wakes sooner stops at its next turn.
            while !Task.isCancelled, let deadline = self?.nextWatchdogDeadline() {
                do {
                    try await stopwatch.sleep(until: deadline)
                } catch {
                    return
                }
                self?.checkStepDeadline()
            }
        }
    }

    /// The deadline of the step in flight; `nil` (and the watchdog ends) when none runs.
    private func nextWatchdogDeadline() -> Duration? {
        outlets.watchdogTarget = stepDeadline?.deadline
        if stepDeadline == nil { outlets.timer = nil }
        return stepDeadline?.deadline
    }

    private func checkStepDeadline() {
        guard let due = stepDeadline, due.deadline <= stopwatch.elapsed else { return }
        stepDeadline = nil
        stepTimedOut(due.step, after: due.timeout, token: due.token)
    }

    private func stepTimedOut(_ step: HostStep, after timeout: Duration, token: Int) {
        guard token == stepToken, queue.isInFlight else { return }
        // A new token makes the host's completion of this step, if it ever comes, a stale one.
        stepToken += 1
        let error = NavigationError(
            .transitionTimedOut, input: step.description, expected: "the host to finish the step within \(timeout)",
            found: "no completion")
        run(queue.stepFinished(.refused(error)))
    }
}

/// A step in flight and when it times out.
private struct StepDeadline {
    let step: HostStep
    let token: Int
    let timeout: Duration
    /// On the navigator's stopwatch.
    let deadline: Duration
}

/// The navigator's waiters and timer. Only the main actor touches them, except the navigator's
/// `deinit`, which runs when nobody else can reach them any more.
private final class Outlets: @unchecked Sendable {
    var settleWaiters: [Int: CheckedContinuation<Void, Never>] = [:]
    /// The watchdog that times steps out, while a step has a deadline.
    var timer: Task<Void, Never>?
    /// What the watchdog sleeps until.
    var watchdogTarget: Duration?

    func cancelTimer() {
        timer?.cancel()
        timer = nil
        watchdogTarget = nil
    }

    func finishAll() {
        cancelTimer()
        for waiter in settleWaiters.values { waiter.resume() }
        settleWaiters = [:]
    }
}

extension ScreenIDGenerator {
    func skipping(past id: Screen.ID?) -> ScreenIDGenerator {
        guard let id else { return self }
        var probe = self
        guard probe.next() <= id else { return self }
        return ScreenIDGenerator(after: id)
    }
}
