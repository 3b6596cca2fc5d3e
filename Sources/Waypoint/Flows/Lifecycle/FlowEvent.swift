/// One step in the life of a flow: the one vocabulary of a flow's life.
///
/// A flow publishes ``started`` once its first screens are shown, any number of
/// ``produced(_:)``, then exactly one of ``finished(_:)``, ``failed(_:)`` or ``cancelled``.
/// A ``Coordinator`` publishes it typed with its output and result; any ``RunningFlow`` tells
/// it untyped, as `FlowEvent<any Sendable, any Sendable>`, to ``RunningFlow/onEvent(_:)``. A
/// ``RoutingSession`` turns the events of the flow it started into its ``RoutingState``s.
///
/// ```swift
/// for await event in coordinator.events {
///     if case .produced(let receipt) = event { show(receipt) }
/// }
/// ```
public enum FlowEvent<Output: Sendable, Success: Sendable>: Sendable {
    /// The first screens are shown.
    case started
    /// A value the starter may care about.
    case produced(Output)
    /// The flow's result; its screens are gone.
    case finished(Success)
    /// The flow failed; its screens are gone.
    case failed(FlowError)
    /// The flow was closed by the user or cancelled; its screens are gone.
    case cancelled

    /// Whether this event ends the flow.
    public var isTerminal: Bool {
        switch self {
        case .started, .produced: false
        case .finished, .failed, .cancelled: true
        }
    }

    /// The same event with its payloads untyped, as ``RunningFlow/onEvent(_:)`` tells it.
    var erased: FlowEvent<any Sendable, any Sendable> {
        switch self {
        case .started: .started
        case .produced(let output): .produced(output)
        case .finished(let result): .finished(result)
        case .failed(let error): .failed(error)
        case .cancelled: .cancelled
        }
    }
}
