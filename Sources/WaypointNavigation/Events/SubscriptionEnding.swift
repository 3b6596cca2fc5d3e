/// What a ``NavigationSubscription`` ends, told when it is cancelled (on the main actor) or
/// released without being cancelled (from its `deinit`, on any thread).
///
/// A broadcaster's callback is one: its subscription holds it instead of two closures, and
/// cancelling or releasing the subscription takes the callback out of the broadcaster.
package protocol SubscriptionEnding: AnyObject, Sendable {
    /// The subscription was cancelled.
    @MainActor func subscriptionCancelled()
    /// The subscription was released without being cancelled.
    func subscriptionDropped()
}
