/// A flow that tells its lifecycle events to a callback, synchronously, as it publishes them:
/// the library's own flows (``Coordinator`` and, through it, ``FlowRun``).
///
/// A ``RoutingSession`` observes such a flow through this hook instead of its
/// ``RunningFlow/lifecycle`` stream: an `AsyncStream`'s `next()` leaves the main actor for the
/// global pool on every event, so `started` would reach the session only after a thread round
/// trip. Other flows are still read through their stream.
@MainActor protocol LifecycleReporting: RunningFlow {
    /// Calls `body` with every lifecycle event the flow publishes from now on, until
    /// ``stopObservingLifecycle(_:)`` with the returned key or the flow's end; after the flow
    /// ended, calls it once with the terminal event and returns `nil`.
    ///
    /// A reporting flow publishes ``FlowLifecycleEvent/started`` only after the command that
    /// showed its first screen returned (or after its `start()` returned), never while the
    /// navigator delivers a change; its other events may come during a change's delivery.
    func observeLifecycle(_ body: @escaping @MainActor (FlowLifecycleEvent) -> Void) -> UInt64?

    /// Stops the calls ``observeLifecycle(_:)`` started.
    func stopObservingLifecycle(_ key: UInt64)

    /// Does what ``RunningFlow/launch()`` does without waiting for it: returns the task that
    /// finishes the launch (`nil` when launching does nothing). Shows nothing before it
    /// returns.
    func launchWithoutWaiting() -> Task<Void, Never>?
}
