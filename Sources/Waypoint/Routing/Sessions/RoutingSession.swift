/// One request to open a flow by URL, from the moment it arrives until its flow ends.
///
/// ``RoutingHub/start(url:source:sourceApplication:in:)-(String,_,_,_)`` returns a session. It reports its ``RoutingState`` —
/// `preparing → started → produced(value)* → completed | failed` — as an `AsyncSequence`
/// (``states``) and through callbacks (``subscribe(onState:onError:onCompletion:)``); both
/// replay what already happened, so subscribing late misses nothing.
///
/// Cancelling stops preparation or dismisses the flow's screens, and the session fails with
/// ``RoutingError/Kind/cancelled``. A session is cancelled by ``cancel()``, or when its last
/// observer stops listening: its last subscription token dropped or the last task iterating
/// ``states`` cancelled (while another observer listens, the session goes on). When the user
/// closes the flow's screens with a gesture, the session completes with
/// ``RoutingState/Completion/closedByUser``; when the app removes them (a command, another link), with
/// ``RoutingState/Completion/closedByApp``. A session nobody ever observed still runs to its end.
///
/// ```swift
/// let session = hub.start(url: "nuapp://card/7/block", source: .pushNotification)
/// for await state in session.states {
///     print(state)   // preparing, started, produced(…), completed(finished(…))
/// }
/// ```
@MainActor public final class RoutingSession {
    /// The session's identity within its hub.
    public nonisolated let id: ID
    /// The URL the caller passed; for an external source, without the query keys the route it
    /// names does not declare and without fragment (what events and errors show).
    public nonisolated let url: String
    /// Where the request came from.
    public nonisolated let source: RequestSource
    /// The application that handed over the link, when the platform said.
    public nonisolated let sourceApplication: String?
    /// The URL exactly as the caller passed it; only the hub's resolution reads it.
    nonisolated let requestedURL: String

    /// The current state.
    public private(set) var state: RoutingState = .preparing
    /// Every state so far, oldest first; the last one is ``state``.
    package private(set) var history: [RoutingState]
    /// The name of the route whose flow runs, once the request passed every check.
    public internal(set) var route: String?

    /// Whether the session has ended (completed or failed).
    package var isFinished: Bool { state.isTerminal }

    private var machine = SessionStateMachine()
    private let broadcaster = Broadcaster<RoutingState>()
    private var flow: (any RunningFlow)?
    /// The task that launches the flow (kept apart from `flowTasks`: no array for the common case).
    private var launching: Task<Void, Never>?
    /// The tasks that hand the flow's waiting events to the session on a later turn.
    private var flowTasks: [Task<Void, Never>] = []
    /// Keeps the session hearing its flow's events, while the flow runs.
    private var observation: NavigationSubscription?
    /// Events of the flow waiting for the next main-actor turn, oldest first.
    private var pendingEvents: [FlowEvent<any Sendable, any Sendable>] = []
    /// The hub that started the session, told every state (held weakly: a session may outlive it).
    private weak var hub: RoutingHub?
    /// The navigator the flow runs on, while it runs.
    private weak var navigator: Navigator?
    /// Whether the user (a gesture), not the app, made the change that removed the flow's screens:
    /// read from the navigator's delivery when the flow tells its end inside it; `nil` until known.
    private var removedByUser: Bool?
    /// The time since the request, on the hub's clock.
    let sinceRequest: @MainActor () -> Duration

    init(
        id: ID, url: String, requestedURL: String, source: RequestSource, sourceApplication: String?,
        hub: RoutingHub, stopwatch: @escaping @MainActor () -> Duration
    ) {
        self.sinceRequest = stopwatch
        self.id = id
        self.url = url
        self.requestedURL = requestedURL
        self.source = source
        self.sourceApplication = sourceApplication
        self.hub = hub
        // Room for the usual life (preparing, started, the end): no copy while the flow starts.
        var history: [RoutingState] = []
        history.reserveCapacity(3)
        history.append(.preparing)
        self.history = history
    }

    /// The owner identity of the running flow, if any.
    var flowID: FlowID? { flow?.id }

    // MARK: - Consuming

    /// The session's states as an `AsyncSequence`, starting with every state so far.
    ///
    /// Each access returns a new stream that finishes after the terminal state. Cancelling the
    /// iterating task, or dropping the stream before it finished, cancels the session when no
    /// other observer listens.
    ///
    /// ```swift
    /// for await state in session.states { print(state) }
    /// ```
    public var states: AsyncStream<RoutingState> {
        broadcaster.stream(replaying: history) { [weak self] in self?.consumerLeft() }
    }

    /// Waits for the session to end.
    ///
    /// Cancelling the waiting task cancels the session.
    ///
    /// ```swift
    /// let completion = try await hub.start(url: "nuapp://card/7/limit", source: .inApp).completion()
    /// ```
    ///
    /// - Returns: how the session completed.
    /// - Throws: the ``RoutingError`` the session failed with.
    public func completion() async throws(RoutingError) -> RoutingState.Completion {
        for await state in states {
            switch state {
            case .preparing, .started, .produced: continue
            case .completed(let completion): return completion
            case .failed(let error): throw error
            }
        }
        throw cancelledError(reason: "the task waiting for the session was cancelled")
    }

    /// Observes the session with callbacks, replaying every state so far.
    ///
    /// `onState` receives every state, the terminal one included; `onError` the error of a
    /// failed session; `onCompletion` how a completed session ended. Dropping the returned
    /// subscription, or calling its ``NavigationSubscription/cancel()``, cancels the session when
    /// no other observer listens.
    ///
    /// ```swift
    /// let subscription = session.subscribe(
    ///     onState: { state in spinner.isHidden = state.name != "preparing" },
    ///     onError: { error in showAlert(error.description) },
    ///     onCompletion: { _ in analytics.log("done") }
    /// )
    /// ```
    ///
    /// - Parameters:
    ///   - onState: called with every state.
    ///   - onError: called once if the session fails.
    ///   - onCompletion: called once if the session completes.
    /// - Returns: the token that keeps the session wanted.
    public func subscribe(
        onState: (@MainActor (RoutingState) -> Void)? = nil,
        onError: (@MainActor (RoutingError) -> Void)? = nil,
        onCompletion: (@MainActor (RoutingState.Completion) -> Void)? = nil
    ) -> NavigationSubscription {
        let deliver: @MainActor (RoutingState) -> Void = { state in
            onState?(state)
            switch state {
            case .preparing, .started, .produced: break
            case .completed(let completion): onCompletion?(completion)
            case .failed(let error): onError?(error)
            }
        }
        for state in history { deliver(state) }
        return broadcaster.subscribe(deliver) { [weak self] in self?.consumerLeft() }
    }

    /// Cancels the session: stops its preparation or dismisses its flow's screens.
    ///
    /// The session fails with ``RoutingError/Kind/cancelled``. Cancelling an ended session does
    /// nothing.
    public func cancel() {
        stop(cancelledError(reason: "the session was cancelled by its caller"))
    }

    // MARK: - Driven by the hub

    func stop(_ error: RoutingError) {
        perform(machine.stop(error))
    }

    /// Its window closed: a started flow ends as closed by the user, anything else fails with `error`.
    func windowClosed(_ error: RoutingError) {
        perform(machine.windowClosed(error))
    }

    func run(_ flow: any RunningFlow, on navigator: Navigator) {
        guard !machine.isEnded else { return }
        self.flow = flow
        self.navigator = navigator
        perform(machine.flowLaunched())
        // The session hears the flow synchronously, through the one observation API every flow
        // has; the flow launches in a task of its own, so no screen changes under this call and
        // requests made right after this one still see the screens as they were.
        let observation = flow.onEvent { [weak self] event in self?.deliver(event) }
        guard !machine.isEnded else { return }
        self.observation = observation
        launching = Task { await flow.launch() }
    }

    /// An event the flow told. `started` is handled at once (a flow never tells it while the
    /// navigator delivers a change), and so is a value produced while preparing (the session
    /// only holds it until `started`); every other event, and anything after one still
    /// waiting, on a later main-actor turn, in order: the hub and the session's observers never
    /// react inside a navigator's change delivery.
    private func deliver(_ event: FlowEvent<any Sendable, any Sendable>) {
        if case .cancelled = event {
            // A flow that lost its last screen ends inside the navigator's delivery of that
            // change: whose change it was tells who closed the flow.
            removedByUser = navigator?.causeInDelivery?.isUserGesture ?? false
        }
        if pendingEvents.isEmpty, Self.handledAtOnce(event, preparing: machine.isPreparing) {
            receive(event)
            return
        }
        pendingEvents.append(event)
        guard pendingEvents.count == 1 else { return }
        flowTasks.append(Task { [weak self] in self?.receivePending() })
    }

    private static func handledAtOnce(_ event: FlowEvent<any Sendable, any Sendable>, preparing: Bool) -> Bool {
        switch event {
        case .started: true
        case .produced: preparing
        case .finished, .failed, .cancelled: false
        }
    }

    private func receivePending() {
        while !pendingEvents.isEmpty, !machine.isEnded {
            receive(pendingEvents.removeFirst())
        }
        pendingEvents = []
    }

    private func receive(_ event: FlowEvent<any Sendable, any Sendable>) {
        perform(machine.flow(event, url: url, source: source, route: route, byUser: removedByUser ?? false))
    }

    private func perform(_ action: SessionStateMachine.Action) {
        switch action {
        case .none:
            return
        case .emit(let state, let held):
            publish(state)
            for value in held { publish(value) }
        case .end(let held, let state, let cancelFlow):
            let running = flow
            flow = nil
            launching?.cancel()
            launching = nil
            for task in flowTasks { task.cancel() }
            flowTasks = []
            observation?.cancel()
            observation = nil
            pendingEvents = []
            if cancelFlow { running?.cancel() }
            for value in held { publish(value) }
            publish(state)
        }
    }

    private func publish(_ state: RoutingState) {
        self.state = state
        history.append(state)
        broadcaster.yield(state)
        if state.isTerminal { broadcaster.finish() }
        hub?.sessionChanged(self, to: state)
    }

    /// A consumer cancelled its stream or subscription before the session ended: the session is
    /// cancelled when nobody else still listens (one observer leaving says nothing of the others).
    private func consumerLeft() {
        guard broadcaster.isEmpty else { return }
        stop(cancelledError(reason: "its last observer stopped listening"))
    }

    func cancelledError(reason: String) -> RoutingError {
        RoutingError(.cancelled, url: url, source: source, route: route, reason: reason)
    }
}

extension NavigationChange.Cause {
    /// Whether the user made the change (back, swipe, pull-down, tab re-tap), not the app.
    fileprivate var isUserGesture: Bool {
        if case .user = self { true } else { false }
    }
}
