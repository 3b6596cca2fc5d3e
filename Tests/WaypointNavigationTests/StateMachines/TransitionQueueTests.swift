@_spi(HostAuthoring) import WaypointNavigation
import Testing

@testable import WaypointNavigation

private func refusal() -> NavigationError {
    do {
        _ = try NavigationState.empty.performing(.pop(in: .root))
    } catch {
        return error
    }
    preconditionFailure("popping an empty state succeeded")
}

@Suite struct TransitionQueueTests {
    private let one = NavigationState(root: stack(1))
    private let two = NavigationState(root: stack(1, 2))
    private let three = NavigationState(root: stack(1, 2, 3))

    @Test func aFreshQueueIsSettledOnWhatTheHostShows() {
        let queue = TransitionQueue(shown: one)
        #expect(queue.isSettled && !queue.isInFlight && queue.failure == nil)
        #expect(queue.shown == one && queue.target == one)
    }

    @Test func aCommitWhileIdleStartsTheFirstStepAndCountsItAsShown() {
        var queue = TransitionQueue(shown: one)
        #expect(queue.commit(two) == .perform(.push(screen(2), in: .root)))
        #expect(queue.isInFlight && !queue.isSettled)
        #expect(queue.shown == two)
    }

    @Test func aCommitOfWhatIsShownSettlesAtOnce() {
        var queue = TransitionQueue(shown: one)
        #expect(queue.commit(one) == .settled)
        #expect(queue.isSettled)
    }

    @Test func commitsDuringAStepAreCoalescedAndPlannedWhenItFinishes() {
        var queue = TransitionQueue(shown: one)
        _ = queue.commit(two)
        #expect(queue.commit(three) == .none)
        #expect(queue.commit(one) == .none)
        #expect(queue.target == one)
        #expect(queue.stepFinished(.completed) == .perform(.pop(in: .root)))
        #expect(queue.stepFinished(.completed) == .settled)
        #expect(queue.isSettled && queue.shown == one)
    }

    @Test func aKnownStepFromTheShownTargetIsUsedAsTheWholePlan() {
        var queue = TransitionQueue(shown: .empty)
        _ = queue.commit(one)
        _ = queue.stepFinished(.completed)
        #expect(queue.commit(two, step: .push(screen(2), in: .root)) == .perform(.push(screen(2), in: .root)))
    }

    @Test func aRefusedStepStallsTheQueueOnWhatWasShownBefore() {
        var queue = TransitionQueue(shown: one)
        _ = queue.commit(two)
        let error = refusal()
        #expect(queue.stepFinished(.refused(error)) == .stalled(error))
        #expect(queue.failure == error && !queue.isInFlight && !queue.isSettled)
        #expect(queue.shown == one && queue.target == two)
        #expect(queue.commit(three) == .perform(.setStack([screen(1), screen(2), screen(3)], in: .root)), "the next change plans again")
        #expect(queue.failure == nil && queue.isInFlight)
    }

    @Test func aCompletionWithNothingInFlightStopsTheProgram() async {
        // The navigator lets only the step in flight's completion through, once.
        await #expect(processExitsWith: .failure) {
            var queue = TransitionQueue(shown: .empty)
            _ = queue.stepFinished(.completed)
        }
        await #expect(processExitsWith: .failure) {
            var queue = TransitionQueue(shown: NavigationState(root: stack(1)))
            _ = queue.commit(NavigationState(root: stack(1, 2)))
            _ = queue.stepFinished(.refused(refusal()))
            _ = queue.stepFinished(.completed)  // a stalled queue hears no completion
        }
    }

    @Test func aGestureWhileIdleIsPlannedAtOnce() {
        var queue = TransitionQueue(shown: two)
        #expect(queue.userChanged(.interactivePop(in: .root), shown: one, target: one) == .settled)
        #expect(queue.isSettled && queue.shown == one)
    }

    @Test func aGestureWhileStalledRestartsTheQueue() {
        var queue = TransitionQueue(shown: two)
        _ = queue.commit(three)
        _ = queue.stepFinished(.refused(refusal()))
        #expect(queue.userChanged(.interactivePop(in: .root), shown: one, target: two) == .perform(.push(screen(2), in: .root)))
        #expect(queue.failure == nil)
    }

    @Test func aGestureDuringAStepSurvivesItsRefusal() {
        let sheet = NavigationState(root: stack(1), modals: [Modal(.sheet, stack(2))])
        var queue = TransitionQueue(shown: sheet)
        let pushed = NavigationState(root: stack(1), modals: [Modal(.sheet, stack(2, 3))])
        _ = queue.commit(pushed)
        #expect(queue.userChanged(.swipeDown(level: 1), shown: one, target: one) == .none)
        _ = queue.stepFinished(.refused(refusal()))
        #expect(queue.shown == one)
    }

    @Test func aGestureOnTheRefusedStepsScreenIsNotReplayed() {
        var queue = TransitionQueue(shown: two)
        _ = queue.commit(three)
        #expect(queue.userChanged(.interactivePop(in: .root), shown: two, target: two) == .none)
        _ = queue.stepFinished(.refused(refusal()))
        #expect(queue.shown == two)
    }
}
