/// The pure life cycle of one routing session: inputs in, actions out.
///
/// The owner (``RoutingSession``) feeds it what happens — the flow was launched, the flow
/// reported an event, the hub stops the session — and performs the returned action. All
/// transitions live here, with exhaustive switches and no side effects.
struct SessionStateMachine {
    private enum State {
        /// Nothing on screen yet; `flow` tells whether a flow has been launched.
        case preparing(flow: Bool)
        /// The flow's first screen is on display.
        case started
        /// A terminal state was reported.
        case ended
    }

    enum Action {
        /// Nothing to do.
        case none
        /// Report a non-terminal state.
        case emit(RoutingState)
        /// Report the terminal state, release everything; cancel the flow when it still runs.
        case end(RoutingState, cancelFlow: Bool)
    }

    private var state = State.preparing(flow: false)

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
        case .preparing(let flow): flow
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

    /// The hub created the flow and called `launch()`.
    mutating func flowLaunched() -> Action {
        switch state {
        case .preparing:
            state = .preparing(flow: true)
            return .none
        case .started, .ended:
            return .none
        }
    }

    /// The flow reported an event.
    mutating func flow(_ event: FlowLifecycleEvent, url: String, source: RequestSource, route: String?) -> Action {
        switch state {
        case .ended, .preparing(flow: false):
            return .none
        case .preparing(flow: true), .started:
            break
        }
        switch event {
        case .started:
            guard isPreparing else { return .none }
            state = .started
            return .emit(.started)
        case .produced(let value):
            return .emit(.produced(value))
        case .finished(let result):
            state = .ended
            return .end(.completed(.finished(result)), cancelFlow: false)
        case .failed(let error):
            state = .ended
            let failure = RoutingError(
                .flowFailed, url: url, source: source, route: route,
                reason: "the flow failed: \(error)", underlying: error)
            return .end(.failed(failure), cancelFlow: false)
        case .cancelled:
            let wasPreparing = isPreparing
            state = .ended
            if wasPreparing {
                let failure = RoutingError(
                    .cancelled, url: url, source: source, route: route,
                    reason: "the flow cancelled itself before showing a screen")
                return .end(.failed(failure), cancelFlow: false)
            }
            return .end(.completed(.closedByUser), cancelFlow: false)
        }
    }

    /// The hub stops the session: cancelled, superseded, refused, or expired.
    mutating func stop(_ error: RoutingError) -> Action {
        let running = hasRunningFlow
        switch state {
        case .ended:
            return .none
        case .preparing, .started:
            state = .ended
            return .end(.failed(error), cancelFlow: running)
        }
    }
}
