import Testing
import WaypointNavigation

@Suite @MainActor struct NavigationSubscriptionTests {
    @Test func aSubscriptionMadeWithACancelActionRunsItOnceWhenCancelled() {
        var cancels = 0
        let subscription = NavigationSubscription(cancel: { cancels += 1 })
        #expect(!subscription.isCancelled)
        subscription.cancel()
        subscription.cancel()
        #expect(cancels == 1)
        #expect(subscription.isCancelled)
    }

    @Test func releasingASubscriptionMadeWithACancelActionRunsNothing() async {
        var cancels = 0
        var subscription: NavigationSubscription? = NavigationSubscription(cancel: { cancels += 1 })
        _ = subscription
        subscription = nil
        await Task.yield()
        #expect(cancels == 0)
    }
}
