/// Something the routing hub (or a parent flow) can start, observe, and cancel.
///
/// The hub never needs to know what a coordinator is: it drives any flow through this
/// protocol. ``Coordinator`` and the flow engine's running flows (``FlowRunner``) conform to it.
///
/// A flow's life is: `launch()` is called (the flow may do async work first — the
/// *preparing* phase), its first screen appears (``FlowLifecycleEvent/started``), it may
/// produce values, and it ends with exactly one terminal event: finished, failed, or
/// cancelled. A flow whose last screen leaves the navigation state by a user gesture ends
/// with ``FlowLifecycleEvent/cancelled`` unless it had already finished.
///
/// ```swift
/// let flow: any RunningFlow = makeFlow()
/// Task { await flow.launch() }
/// for await event in flow.lifecycle {
///     if case .produced(let value) = event { print("produced", value) }
/// }
/// ```
@MainActor public protocol RunningFlow: AnyObject {
    /// The owner identity of the screens the flow shows.
    var id: FlowID { get }

    /// The flow's lifecycle from the moment ``launch()`` is called.
    ///
    /// The stream finishes right after the terminal event (finished, failed, or cancelled).
    /// Each access returns a new stream; a stream obtained after the terminal event replays
    /// that event and finishes.
    var lifecycle: AsyncStream<FlowLifecycleEvent> { get }

    /// Shows the flow's first screens.
    ///
    /// The flow may do asynchronous work before it shows anything: that is the
    /// *preparing* phase. Returns once the first screens are shown or the flow has ended.
    func launch() async

    /// Says "we no longer want the flow".
    ///
    /// Stops preparation or dismisses the flow's screens; the flow ends as
    /// ``FlowLifecycleEvent/cancelled``. Calling it on an ended flow does nothing.
    func cancel()
}

/// One step in the life of a ``RunningFlow``.
///
/// A flow emits ``started`` once its first screen is on display, any number of ``produced(_:)``
/// values, then exactly one terminal event: ``finished(_:)``, ``failed(_:)``, or ``cancelled``.
///
/// ```swift
/// switch event {
/// case .started: print("on screen")
/// case .produced(let value): print("produced", value)
/// case .finished(let result): print("done with", result)
/// case .failed(let error): print("failed:", error)
/// case .cancelled: print("closed")
/// }
/// ```
public enum FlowLifecycleEvent: Sendable {
    /// The flow's first screen is on display.
    case started
    /// A value the starter may care about.
    case produced(any Sendable)
    /// The flow's result; its screens are gone.
    case finished(any Sendable)
    /// The flow's own failure.
    case failed(any Error & Sendable)
    /// The flow was closed by the user (a gesture) or by ``RunningFlow/cancel()``.
    case cancelled

    /// Whether this event ends the flow (finished, failed, or cancelled).
    public var isTerminal: Bool {
        switch self {
        case .started, .produced: false
        case .finished, .failed, .cancelled: true
        }
    }
}
