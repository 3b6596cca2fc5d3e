/// Something the routing hub (or a parent flow) can start, observe, and cancel.
///
/// The hub never needs to know what a coordinator is: it drives any flow through this
/// protocol. ``Coordinator`` and the flow engine's running flows (``FlowRun``) conform to it;
/// an app conforms its own kind of flow by telling its ``FlowEvent``s to the callbacks
/// ``onEvent(_:)`` registered.
///
/// A flow's life is: `launch()` is called (the flow may do async work first — the
/// *preparing* phase), its first screen appears (``FlowEvent/started``), it may produce
/// values, and it ends with exactly one terminal event: finished, failed, or cancelled. A flow
/// whose last screen leaves the navigation state ends with ``FlowEvent/cancelled`` unless it had
/// already finished; it tells it while the navigator delivers the change that removed the
/// screen (from its ``Navigator/onChange(_:)`` callback), so that a ``RoutingSession`` can tell
/// the user's gesture (``RoutingState/Completion/closedByUser``) from the app's command
/// (``RoutingState/Completion/closedByApp``).
///
/// ```swift
/// let flow: any RunningFlow = makeFlow()
/// let watching = flow.onEvent { event in
///     if case .produced(let value) = event { print("produced", value) }
/// }
/// await flow.launch()
/// ```
@MainActor public protocol RunningFlow: AnyObject {
    /// The owner identity of the screens the flow shows.
    var id: FlowID { get }

    /// Calls `body` with every event the flow publishes from now on, synchronously, until the
    /// returned subscription is cancelled or released, or the flow ends.
    ///
    /// Called after the flow ended, it calls `body` once with the terminal event. A flow
    /// publishes ``FlowEvent/started`` only after the navigation command that showed its first
    /// screen returned, never while the navigator delivers a change.
    ///
    /// ```swift
    /// let watching = flow.onEvent { event in
    ///     if event.isTerminal { print("ended:", event) }
    /// }
    /// ```
    ///
    /// - Parameter body: Receives each event, untyped.
    /// - Returns: The subscription that keeps `body` registered.
    func onEvent(_ body: @escaping @MainActor (FlowEvent<any Sendable, any Sendable>) -> Void) -> NavigationSubscription

    /// Shows the flow's first screens.
    ///
    /// The flow may do asynchronous work before it shows anything: that is the
    /// *preparing* phase. Returns once the first screens are shown or the flow has ended.
    func launch() async

    /// Says "we no longer want the flow".
    ///
    /// Stops preparation or dismisses the flow's screens; the flow ends as
    /// ``FlowEvent/cancelled``. Calling it on an ended flow does nothing.
    func cancel()
}
