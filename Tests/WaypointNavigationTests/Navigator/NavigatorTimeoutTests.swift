import Testing
@_spi(HostAuthoring) @_spi(Tooling) import WaypointNavigation
import WaypointTesting

/// A host that never finishes a step until told to finish at once, and keeps every completion so
/// a test can call one late.
@MainActor private final class StuckHost: NavigationHost {
    var onUserGesture: (@MainActor (UserGesture) -> Void)?
    var finishesSteps = false
    var asked: [HostStep] = []
    var completions: [@MainActor (HostStepOutcome) -> Void] = []

    func perform(_ step: HostStep, completion: @escaping @MainActor (HostStepOutcome) -> Void) {
        asked.append(step)
        completions.append(completion)
        if finishesSteps { completion(.completed) }
    }
}

/// The watchdog runs on the clock the navigator is given: each test advances a `TestClock`
/// instead of sleeping, so a deadline passes exactly when the test says and never by accident.
@Suite @MainActor struct NavigatorTimeoutTests {
    @Test func settleReturnsWhenTheHostNeverFinishesAStepAndLaterCommandsStillWork() async throws {
        let host = StuckHost()
        let clock = TestClock()
        let navigator = Navigator(host: host, transitionTimeout: .seconds(10), clock: clock)
        try navigator.execute(.setRoot(stack(1)))
        #expect(await clock.waitForSleepers())
        let settling = Task { await navigator.settle() }
        await clock.advance(by: .seconds(9))
        #expect(navigator.hostFailure == nil, "the step is not due before its timeout")
        await clock.advance(by: .seconds(1))
        await settling.value

        #expect(navigator.hostFailure?.kind == .transitionTimedOut)
        #expect(navigator.shown == .empty, "a step that timed out counts as not shown")
        #expect(navigator.state == NavigationState(root: stack(1)))

        host.finishesSteps = true
        try navigator.execute(.push(screen(2)))
        await navigator.settle()
        #expect(navigator.hostFailure == nil)
        #expect(navigator.isSettled)
        #expect(navigator.shown == NavigationState(root: stack(1, 2)))
        #expect(host.asked.last == .setRoot(stack(1, 2)))
    }

    @Test func aCompletionArrivingAfterTheTimeoutIsIgnored() async throws {
        let host = StuckHost()
        let clock = TestClock()
        let navigator = Navigator(
            host: host, state: NavigationState(root: stack(1)), transitionTimeout: .seconds(10), clock: clock)
        #expect(await clock.waitForSleepers())
        await clock.advance(by: .seconds(10))
        await navigator.settle()
        #expect(navigator.hostFailure?.kind == .transitionTimedOut)

        host.completions[0](.completed)
        #expect(navigator.shown == .empty)
        #expect(navigator.hostFailure?.kind == .transitionTimedOut)
        #expect(!navigator.isSettled)
    }

    @Test func eachStepGetsItsOwnDeadlineAlsoWhenTheTimeoutShrinksOrTheLastStepFinishedEarly() async throws {
        let host = StuckHost()
        let clock = TestClock()
        let navigator = Navigator(
            host: host, state: NavigationState(root: stack(1)), transitionTimeout: .seconds(3_600), clock: clock)
        #expect(await clock.waitForSleepers())
        host.completions[0](.completed)  // in time: its hour-long deadline no longer counts
        navigator.transitionTimeout = .seconds(10)
        try navigator.execute(.push(screen(2)))
        #expect(await clock.waitForSleepers(), "a watchdog that wakes sooner replaced the hour-long one")
        await clock.advance(by: .seconds(10))
        #expect(navigator.hostFailure?.kind == .transitionTimedOut, "timed out after 10 seconds, not after the hour")
        // Steps that finish in time, one after the other, are never timed out afterwards.
        host.finishesSteps = true
        for id in 3...6 as ClosedRange<UInt64> { try navigator.execute(.push(screen(id))) }
        await navigator.settle()
        await clock.advance(by: .seconds(7_200))
        #expect(navigator.hostFailure == nil && navigator.isSettled)
        #expect(clock.sleeperCount == 0, "the watchdog ends when no step is in flight")
    }

    @Test func aStepThatFinishesInTimeIsNotTimedOutLater() async throws {
        let host = StuckHost()
        let clock = TestClock()
        let navigator = Navigator(
            host: host, state: NavigationState(root: stack(1)), transitionTimeout: .seconds(10), clock: clock)
        #expect(await clock.waitForSleepers())
        host.completions[0](.completed)
        #expect(navigator.isSettled)
        await clock.advance(by: .seconds(30))
        #expect(navigator.hostFailure == nil)
        #expect(navigator.isSettled)
        #expect(clock.sleeperCount == 0, "the watchdog woke, found nothing due and ended")
    }

    @Test func withoutATimeoutAStuckStepStaysInFlight() async throws {
        let host = StuckHost()
        let clock = TestClock()
        let navigator = Navigator(host: host, state: NavigationState(root: stack(1)), transitionTimeout: nil, clock: clock)
        await clock.advance(by: .seconds(86_400))
        #expect(clock.sleeperCount == 0, "no watchdog runs without a timeout")
        #expect(navigator.hostFailure == nil)
        #expect(!navigator.isSettled)
        host.completions[0](.completed)
        #expect(navigator.isSettled)
    }

    @Test func thePendingTimeoutDoesNotKeepTheNavigatorAlive() async throws {
        let host = StuckHost()
        let clock = TestClock()
        var navigator: Navigator? = Navigator(
            host: host, state: NavigationState(root: stack(1)), transitionTimeout: .seconds(30), clock: clock)
        weak let released = navigator
        #expect(navigator?.isSettled == false)
        #expect(await clock.waitForSleepers())
        navigator = nil
        #expect(released == nil)
        host.completions[0](.completed)
        #expect(clock.sleeperCount == 0, "the watchdog's sleep is cancelled with the navigator")
    }
}
