/// A cancellable returned by the routing hub's callback-style subscriptions and locks.
///
/// The same type as the navigator's ``NavigationSubscription``. Call `cancel()` or simply drop
/// the subscription: both end what it stands for. For a session subscription
/// (``RoutingSession/subscribe(onState:onError:onCompletion:)``) that means "we no longer want
/// the flow": the session is cancelled and the flow's screens are dismissed. For an event
/// subscription (``RoutingHub/onEvent(_:)``) the handler stops; for a lock
/// (``RoutingHub/lock(reason:)``) the lock is released.
///
/// ```swift
/// var subscription: RoutingSubscription? = session.subscribe(onState: { print($0) })
/// subscription = nil   // cancels the session
/// ```
public typealias RoutingSubscription = NavigationSubscription
