import Testing
@_spi(HostAuthoring) import WaypointNavigation

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

@Suite @MainActor struct NavigatorTimeoutTests {
    @Test func settleReturnsWhenTheHostNeverFinishesAStepAndLaterCommandsStillWork() async throws {
        let host = StuckHost()
        let navigator = Navigator(host: host, transitionTimeout: .milliseconds(50))
        try navigator.execute(.setRoot(stack(1)))
        await navigator.settle()

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
        let navigator = Navigator(host: host, state: NavigationState(root: stack(1)), transitionTimeout: .milliseconds(50))
        await navigator.settle()
        #expect(navigator.hostFailure?.kind == .transitionTimedOut)

        host.completions[0](.completed)
        #expect(navigator.shown == .empty)
        #expect(navigator.hostFailure?.kind == .transitionTimedOut)
        #expect(!navigator.isSettled)
    }

    @Test func eachStepGetsItsOwnDeadlineAlsoWhenTheTimeoutShrinksOrTheLastStepFinishedEarly() async throws {
        let host = StuckHost()
        let navigator = Navigator(host: host, state: NavigationState(root: stack(1)), transitionTimeout: .seconds(3_600))
        host.completions[0](.completed)  // in time: its hour-long deadline no longer counts
        navigator.transitionTimeout = .milliseconds(50)
        try navigator.execute(.push(screen(2)))
        // Timed out long before the hour (a minute allows for a main actor busy with other tests).
        for _ in 0..<600 where navigator.hostFailure == nil { try await Task.sleep(for: .milliseconds(100)) }
        #expect(navigator.hostFailure?.kind == .transitionTimedOut)
        // Steps that finish in time, one after the other, are never timed out afterwards.
        host.finishesSteps = true
        for id in 3...6 as ClosedRange<UInt64> { try navigator.execute(.push(screen(id))) }
        await navigator.settle()
        try await Task.sleep(for: .milliseconds(150))
        #expect(navigator.hostFailure == nil && navigator.isSettled)
    }

    @Test func aStepThatFinishesInTimeIsNotTimedOutLater() async throws {
        let host = StuckHost()
        let navigator = Navigator(host: host, state: NavigationState(root: stack(1)), transitionTimeout: .milliseconds(50))
        host.completions[0](.completed)
        #expect(navigator.isSettled)
        try await Task.sleep(for: .milliseconds(150))
        #expect(navigator.hostFailure == nil)
        #expect(navigator.isSettled)
    }

    @Test func withoutATimeoutAStuckStepStaysInFlight() async throws {
        let host = StuckHost()
        let navigator = Navigator(host: host, state: NavigationState(root: stack(1)), transitionTimeout: nil)
        try await Task.sleep(for: .milliseconds(100))
        #expect(navigator.hostFailure == nil)
        #expect(!navigator.isSettled)
        host.completions[0](.completed)
        #expect(navigator.isSettled)
    }

    @Test func thePendingTimeoutDoesNotKeepTheNavigatorAlive() async throws {
        let host = StuckHost()
        var navigator: Navigator? = Navigator(host: host, state: NavigationState(root: stack(1)), transitionTimeout: .seconds(30))
        weak let released = navigator
        #expect(navigator?.isSettled == false)
        navigator = nil
        #expect(released == nil)
        host.completions[0](.completed)
    }
}
