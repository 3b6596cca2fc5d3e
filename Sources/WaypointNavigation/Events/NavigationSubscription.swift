/// Keeps something registered — a callback, a session, a lock — until it is cancelled or released.
///
/// The one subscription type of every Waypoint layer: ``Navigator/onChange(_:)`` returns it,
/// and so do the routing hub's callbacks, sessions and locks and every flow's `onEvent(_:)`. Once
/// cancelled (or released) the callback is never called again; what the subscription stands
/// for ends (a routing session subscribed to is cancelled, a lock is released).
///
/// ```swift
/// var subscription: NavigationSubscription? = navigator.onChange { print($0) }
/// subscription?.cancel()   // or: subscription = nil
/// ```
@MainActor public final class NavigationSubscription {
    private var onCancel: (@MainActor () -> Void)?
    private let onDrop: (@Sendable () -> Void)?
    /// What the subscription ends, told instead of the closures (a broadcaster's callback).
    private let ending: (any SubscriptionEnding)?

    /// A subscription that runs `onCancel` once when cancelled, and `onDrop` (from its `deinit`,
    /// on any thread) when released without being cancelled.
    package init(onCancel: (@MainActor () -> Void)? = nil, onDrop: (@Sendable () -> Void)? = nil) {
        self.onCancel = onCancel
        self.onDrop = onDrop
        self.ending = nil
    }

    /// A subscription that tells `ending` when it is cancelled or released without being
    /// cancelled: what a broadcaster's callback needs, without allocating a closure for it.
    package init(ending: any SubscriptionEnding) {
        self.onCancel = nil
        self.onDrop = nil
        self.ending = ending
    }

    /// Ends the subscription now; calling it again does nothing.
    public func cancel() {
        guard !isCancelled else { return }
        isCancelled = true
        let action = onCancel
        onCancel = nil
        action?()
        ending?.subscriptionCancelled()
    }

    /// Whether ``cancel()`` was called.
    public private(set) var isCancelled = false

    /// Called by the `deinit` unless ``cancel()`` ran (cancelling already did what dropping
    /// does: no task is scheduled for nothing).
    deinit {
        if !isCancelled {
            onDrop?()
            ending?.subscriptionDropped()
        }
    }
}
