import Testing
import WaypointTesting

@Suite struct TestClockTests {
    @Test func aSleeperWakesOnlyWhenTheClockReachesItsDeadline() async throws {
        let clock = TestClock()
        let woke = Task { try await clock.sleep(for: .seconds(10)); return clock.now.offset }
        await clock.waitForSleepers()
        await clock.advance(by: .seconds(9))
        #expect(clock.sleeperCount == 1)
        await clock.advance(by: .seconds(1))
        #expect(try await woke.value == .seconds(10))
        #expect(clock.sleeperCount == 0)
    }

    @Test func sleepingUntilThePastReturnsAtOnce() async throws {
        let clock = TestClock()
        await clock.advance(by: .seconds(5))
        try await clock.sleep(until: .init(offset: .seconds(3)))
        #expect(clock.now.offset == .seconds(5))
    }

    @Test func aCancelledSleeperThrowsAndLeavesTheClock() async throws {
        let clock = TestClock()
        let sleeper = Task { try await clock.sleep(for: .seconds(10)) }
        await clock.waitForSleepers()
        sleeper.cancel()
        await #expect(throws: CancellationError.self) { try await sleeper.value }
        #expect(clock.sleeperCount == 0)
    }

    @Test func runningToTheEndWakesEverySleeperAtTheLatestDeadline() async throws {
        let clock = TestClock()
        let first = Task { try await clock.sleep(for: .seconds(1)) }
        let second = Task { try await clock.sleep(for: .seconds(100)) }
        await clock.waitForSleepers(2)
        await clock.runToEnd()
        try await first.value
        try await second.value
        #expect(clock.now.offset == .seconds(100))
    }

    @Test func waitingForSleepersGivesUpAfterItsTimeout() async {
        let clock = TestClock()
        #expect(await clock.waitForSleepers(within: .milliseconds(20)) == false)
    }

    @Test func timeNeverMovesBackwards() async {
        let clock = TestClock()
        await clock.advance(by: .seconds(5))
        await clock.advance(to: .init(offset: .seconds(2)))
        await clock.advance(by: .seconds(-3))
        #expect(clock.now.offset == .seconds(5))
    }
}
