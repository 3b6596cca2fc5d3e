/// The pure life cycle of one routing session: inputs in, actions out.
///
/// The owner (``RoutingSession``) feeds it what happens — the flow was launched, the flow
/// reported an event, the hub stops the session — and performs the returned action. All
/// transitions live here, with exhaustive switches and no side effects.
///
/// Values a flow produces while it is still preparing are held and reported right after
/// `started` (or before the flow's own end), so callers always see
/// `preparing → started → produced* → completed | failed`.
struct SessionStateMachine {
    private enum State {
        /// Nothing on screen yet; `flow` tells whether a flow has been launched, `held` what it
        /// produced meanwhile.
        case preparing(flow: Bool, held: [any Sendable])
        /// The flow's first screen is on display.
        case started
        /// A terminal state was reported.
        case ended
    }

    enum Action {
        /// Nothing to do.
        case none
        /// Report a non-terminal state, then the values held back (`then`), in order.
        case emit(RoutingState, then: [RoutingState])
        /// Report `states` (values held back), then the terminal state, and release everything;
        /// cancel the flow when it still runs.
        case end(flushing: [RoutingState], RoutingState, cancelFlow: Bool)
    }

    private var state = State.preparing(flow: false, held: [])

    /// Whether the session is still preparing (nothing shown, not ended).
    var isPreparing: Bool {
        switch state {
        case .preparing: true
        case .started, .ended: false
        }
    }

    /// Whether a flow has been launched and not yet ended.
    var hasRunningFlow: Bool {
        switch state {
        case .preparing(let flow, _): flow
        case .started: true
        case .ended: false
        }
    }

    var isEnded: Bool {
        switch state {
        case .preparing, .started: false
        case .ended: true
        }
    }

    /// The hub created the flow and called `launch()`: once, before the session can start, and
    /// never after it ended (the session checks).
    mutating func flowLaunched() -> Action {
        switch state {
        case .preparing(flow: false, let held):
            state = .preparing(flow: true, held: held)
            return .none
        case .preparing(flow: true, _), .started, .ended:
            preconditionFailure("SessionStateMachine: flowLaunched in state \(state): a session launches one flow, once")
        }
    }

    /// The flow reported an event; `byUser` tells, for a started flow that ended as cancelled,
    /// whether the user closed its screens (else the app did).
    mutating func flow(
        _ event: FlowEvent<any Sendable, any Sendable>, url: String, source: RequestSource, route: String?, byUser: Bool = true
    ) -> Action {
        let held: [RoutingState]
        switch state {
        case .ended:
            // The flow's own end (or anything it still says) after the hub stopped the session:
            // the first end wins.
            return .none
        case .preparing(flow: false, _):
            preconditionFailure(
                "SessionStateMachine: flow event \(event) in state \(state): the session hears a flow only once it launched it")
        case .preparing(flow: true, let values):
            held = values.map(RoutingState.produced)
            if case .produced(let value) = event {
                state = .preparing(flow: true, held: values + [value])
                return .none
            }
        case .started:
            held = []
        }
        switch event {
        case .started:
            // A flow of the app's own (any `RunningFlow`) may say `started` twice: the second changes nothing.
            guard isPreparing else { return .none }
            state = .started
            return .emit(.started, then: held)
        case .produced(let value):
            return .emit(.produced(value), then: [])
        case .finished(let result):
            state = .ended
            return .end(flushing: held, .completed(.finished(result)), cancelFlow: false)
        case .failed(let error):
            state = .ended
            let failure = RoutingError(
                .flowFailed, url: url, source: source, route: route,
                reason: "the flow failed: \(error)", underlying: error)
            return .end(flushing: held, .failed(failure), cancelFlow: false)
        case .cancelled:
            let wasPreparing = isPreparing
            state = .ended
            if wasPreparing {
                let failure = RoutingError(
                    .cancelled, url: url, source: source, route: route,
                    reason: "the flow cancelled itself before showing a screen")
                return .end(flushing: [], .failed(failure), cancelFlow: false)
            }
            return .end(flushing: [], .completed(byUser ? .closedByUser : .closedByApp), cancelFlow: false)
        }
    }

    /// The session's window closed. A flow that had started ends as the user closing its screens
    /// does (``RoutingState/Completion/closedByUser``): closing a window is the user's doing, not a
    /// failure. A session that had shown nothing fails with `error`.
    mutating func windowClosed(_ error: RoutingError) -> Action {
        switch state {
        case .started:
            state = .ended
            return .end(flushing: [], .completed(.closedByUser), cancelFlow: true)
        case .preparing, .ended:
            return stop(error)
        }
    }

    /// The hub stops the session: cancelled, superseded, refused, or expired.
    mutating func stop(_ error: RoutingError) -> Action {
        let running = hasRunningFlow
        switch state {
        case .ended:
            // Stopped twice (cancelled, then its window closed), or after the flow ended: the
            // first end wins.
            return .none
        case .preparing, .started:
            state = .ended
            return .end(flushing: [], .failed(error), cancelFlow: running)
        }
    }
}
