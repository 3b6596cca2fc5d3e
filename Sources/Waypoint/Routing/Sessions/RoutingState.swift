/// Where a routing session is in its life.
///
/// A session goes `preparing → started → produced(value)* → completed | failed`. A flow may
/// also end (complete or fail) while it is still preparing, and a request that is refused ends
/// `failed` straight from `preparing`.
///
/// ```swift
/// for await state in session.states {
///     switch state {
///     case .preparing: showSpinner()
///     case .started: hideSpinner()
///     case .produced(let value): log(value)
///     case .completed(let completion): print("done:", completion)
///     case .failed(let error): print(error)
///     }
/// }
/// ```
public enum RoutingState: Sendable, CustomStringConvertible {
    /// The request is being resolved, waits, or its flow does async work; nothing is shown yet.
    case preparing
    /// The flow's first screen is on display.
    case started
    // The payloads are boxed (`indirect`): a state is one word, so the session's history, its
    // subscribers and the hub's events copy it with at most one retain.

    /// The flow produced something the caller may care about.
    indirect case produced(any Sendable)
    /// The flow ended normally: it finished with a result, or the user closed its screens.
    indirect case completed(RoutingState.Completion)
    /// The request was refused, cancelled, superseded, or the flow failed.
    indirect case failed(RoutingError)

    /// Whether the session ends with this state.
    public var isTerminal: Bool {
        switch self {
        case .preparing, .started, .produced: false
        case .completed, .failed: true
        }
    }

    /// A stable one-word name: `preparing`, `started`, `produced`, `completed`, `failed`.
    package var name: String {
        switch self {
        case .preparing: "preparing"
        case .started: "started"
        case .produced: "produced"
        case .completed: "completed"
        case .failed: "failed"
        }
    }

    public var description: String {
        switch self {
        case .preparing, .started: name
        case .produced(let value): "produced(\(value))"
        case .completed(let completion): "completed(\(completion))"
        case .failed(let error): "failed(\(error.kind))"
        }
    }
}

extension RoutingState {
    /// How a session completed.
    ///
    /// ```swift
    /// if case .completed(.finished(let result)) = state { print(result) }
    /// ```
    public enum Completion: Sendable, CustomStringConvertible {
        /// The flow finished with this result; its screens are gone.
        case finished(any Sendable)
        /// The user closed the flow's screens (back button, swipe, pull-down, tab re-tap) or the
        /// window that showed them.
        case closedByUser
        /// The app removed the flow's screens: a navigation command or another link replaced them,
        /// or the flow was cancelled directly (not through its session).
        case closedByApp

        public var description: String {
            switch self {
            case .finished(let result): "finished(\(result))"
            case .closedByUser: "closedByUser"
            case .closedByApp: "closedByApp"
            }
        }
    }
}
