import Testing

@testable import WaypointNavigation

@Suite @MainActor struct BroadcasterTests {
    @Test func streamsGetTheirReplayThenEveryElementUntilTheFinish() async {
        let broadcaster = Broadcaster<Int>()
        let stream = broadcaster.stream(replaying: [1, 2])
        broadcaster.yield(3)
        broadcaster.finish()
        broadcaster.yield(4)
        #expect(await collect(stream) == [1, 2, 3])
        #expect(broadcaster.isEmpty && broadcaster.isFinished)
    }

    @Test func aStreamAskedForAfterTheFinishReplaysAndEnds() async {
        let broadcaster = Broadcaster<Int>()
        broadcaster.finish()
        #expect(await collect(broadcaster.stream(replaying: [7])) == [7])
    }

    @Test func callbacksRunInRegistrationOrderUntilCancelledOrReleased() {
        let broadcaster = Broadcaster<Int>()
        var calls: [String] = []
        let first = broadcaster.subscribe { calls.append("a\($0)") }
        var second: NavigationSubscription? = broadcaster.subscribe { calls.append("b\($0)") }
        broadcaster.yield(1)
        first.cancel()
        broadcaster.yield(2)
        second = nil
        broadcaster.yield(3)
        #expect(calls == ["a1", "b1", "b2"])
        #expect(broadcaster.isEmpty)
        _ = second
    }

    @Test func cancellingASubscriptionCallsItsOnLeaveOnce() {
        let broadcaster = Broadcaster<Int>()
        var left = 0
        let subscription = broadcaster.subscribe({ _ in }, onLeave: { left += 1 })
        subscription.cancel()
        subscription.cancel()
        #expect(left == 1 && subscription.isCancelled)
    }

    @Test func releasingASubscriptionCallsItsOnLeaveOnTheMainActor() async {
        let broadcaster = Broadcaster<Int>()
        var left = 0
        var subscription: NavigationSubscription? = broadcaster.subscribe({ _ in }, onLeave: { left += 1 })
        broadcaster.yield(1)
        subscription = nil
        broadcaster.yield(2)
        while left == 0 { await Task.yield() }
        #expect(left == 1)
        _ = subscription
    }

    @Test func noOnLeaveAfterTheFinish() async {
        let broadcaster = Broadcaster<Int>()
        var left = 0
        let subscription = broadcaster.subscribe({ _ in }, onLeave: { left += 1 })
        broadcaster.finish()
        subscription.cancel()
        #expect(left == 0)
        #expect(!broadcaster.subscribe { _ in }.isCancelled)
        #expect(broadcaster.isEmpty)
    }

    // A subscription holds what it ends (its callback's sink, no closure of its own): what the
    // callback captured must still go once the callback can no longer be called.

    @Test func aSubscriptionHeldAfterItWasCancelledKeepsNothingItsCallbackCaptured() {
        let broadcaster = Broadcaster<Int>()
        var captured: Captured? = Captured()
        weak let released = captured
        let subscription = broadcaster.subscribe { [captured] _ in _ = captured }
        captured = nil
        #expect(released != nil)
        subscription.cancel()
        #expect(released == nil)
    }

    @Test func aSubscriptionHeldAfterTheFinishKeepsNothingItsCallbackCaptured() {
        let broadcaster = Broadcaster<Int>()
        var captured: Captured? = Captured()
        weak let released = captured
        let subscription = broadcaster.subscribe { [captured] _ in _ = captured }
        captured = nil
        broadcaster.finish()
        #expect(released == nil)
        #expect(!subscription.isCancelled)
    }

    @Test func aSubscriptionThatOutlivesItsBroadcasterKeepsNothingItsCallbackCaptured() {
        var broadcaster: Broadcaster<Int>? = Broadcaster<Int>()
        var captured: Captured? = Captured()
        weak let released = captured
        let subscription = broadcaster?.subscribe { [captured] _ in _ = captured }
        captured = nil
        #expect(released != nil)
        broadcaster = nil
        #expect(released == nil)
        subscription?.cancel()
    }

    @Test func aConsumerThatCancelsItsStreamLeaves() async {
        let broadcaster = Broadcaster<Int>()
        var left = false
        let stream = broadcaster.stream(onLeave: { left = true })
        let consumer = Task { for await _ in stream {} }
        consumer.cancel()
        await consumer.value
        while !left { await Task.yield() }
        #expect(broadcaster.isEmpty)
    }

    @Test func finishingFromADeinitYieldsTheLastElementFirst() async {
        let broadcaster = Broadcaster<Int>()
        let stream = broadcaster.stream()
        broadcaster.finishFromDeinit(yielding: 9)
        #expect(await collect(stream) == [9])
    }

    @Test func finishingFromADeinitWithNothingToYieldEndsEveryStreamAndForgetsTheCallbacks() async {
        let broadcaster = Broadcaster<Int>()
        let first = broadcaster.stream()
        let second = broadcaster.stream(replaying: [0])
        var heard: [Int] = []
        let subscription = broadcaster.subscribe { heard.append($0) }
        broadcaster.yield(1)
        broadcaster.finishFromDeinit()
        broadcaster.yield(2)
        #expect(await collect(first) == [1])
        #expect(await collect(second) == [0, 1])
        #expect(heard == [1])
        #expect(broadcaster.isFinished && broadcaster.isEmpty)
        subscription.cancel()
    }
}

private func collect<S: AsyncSequence>(_ sequence: S) async -> [S.Element] where S.Failure == Never {
    var elements: [S.Element] = []
    for await element in sequence { elements.append(element) }
    return elements
}

/// Something a callback captures, whose release the lifetime tests watch.
private final class Captured: Sendable {}
