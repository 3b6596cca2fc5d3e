/// A cancellable returned by callback-style subscriptions.
///
/// Call ``cancel()`` or simply drop the subscription: both end what it stands for. For a
/// session subscription (``RoutingSession/subscribe(onState:onError:onCompletion:)``) that
/// means "we no longer want the flow": the session is cancelled and the flow's screens are
/// dismissed. For an event subscription (``RoutingHub/onEvent(_:)``) the handler stops.
///
/// ```swift
/// var subscription: RoutingSubscription? = session.subscribe(onState: { print($0) })
/// subscription = nil   // cancels the session
/// ```
@MainActor public final class RoutingSubscription {
    private var cancelNow: (@MainActor () -> Void)?
    private let onDrop: @Sendable () -> Void

    init(cancel: @escaping @MainActor () -> Void, onDrop: @escaping @Sendable () -> Void) {
        self.cancelNow = cancel
        self.onDrop = onDrop
    }

    /// Ends the subscription now; calling it again does nothing.
    public func cancel() {
        let action = cancelNow
        cancelNow = nil
        action?()
    }

    /// Whether ``cancel()`` was called.
    public var isCancelled: Bool { cancelNow == nil }

    deinit {
        onDrop()
    }
}
