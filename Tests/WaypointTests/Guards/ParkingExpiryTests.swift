import Testing
import Waypoint
import WaypointTesting

/// Parked links expire with one timer for the whole hub; each at its own deadline.
@Suite @MainActor struct ParkingExpiryTests {
    private func makeFixture() throws -> HubFixture {
        try HubFixture.cardBlockBehindLogin()
    }

    @Test func linksParkedAtDifferentTimesExpireEachAtItsOwnDeadline() async throws {
        let fixture = try makeFixture()
        let early = fixture.hub.start(url: "nuapp://card/1/block", source: .pushNotification)
        await fixture.clock.waitForSleepers()
        await fixture.clock.advance(by: .seconds(30))
        let late = fixture.hub.start(url: "nuapp://card/2/block", source: .pushNotification)
        await fixture.clock.advance(by: .seconds(30))
        await early.reach("failed")
        #expect(early.error?.kind == .expired)
        #expect(late.state.name == "preparing")
        await fixture.clock.advance(by: .seconds(29))
        #expect(late.state.name == "preparing")
        await fixture.clock.advance(by: .seconds(1))
        await late.reach("failed")
        #expect(late.error?.kind == .expired)
    }

    @Test func aLinkThatEndedOrResumedNeverExpiresAndOthersStillDo() async throws {
        let fixture = try makeFixture()
        let cancelled = fixture.hub.start(url: "nuapp://card/1/block", source: .pushNotification)
        let waiting = fixture.hub.start(url: "nuapp://card/2/block", source: .pushNotification)
        cancelled.cancel()
        await cancelled.reach("failed")
        await fixture.clock.advance(by: .seconds(61))
        await waiting.reach("failed")
        #expect(cancelled.error?.kind != .expired)
        #expect(waiting.error?.kind == .expired)
        // Parked again after the timer went idle: it expires too, a timeout after it parked.
        let again = fixture.hub.start(url: "nuapp://card/3/block", source: .inApp)
        await fixture.clock.advance(by: .seconds(59))
        #expect(again.state.name == "preparing")
        fixture.isLoggedIn = true
        fixture.hub.signal(.authenticated)
        await again.reach("started")
        await fixture.clock.advance(by: .seconds(120))
        #expect(again.state.name == "started")
    }

    @Test func parkedLinksShareOneSleepOnTheClockWhateverTheirNumber() async throws {
        let fixture = try makeFixture()
        let sessions = (1...5).map { fixture.hub.start(url: "nuapp://card/\($0)/block", source: .pushNotification) }
        await fixture.clock.waitForSleepers()
        for _ in 0..<10 { await Task.yield() }
        #expect(fixture.clock.sleeperCount == 1)
        for session in sessions { session.cancel() }
        await fixture.clock.advance(by: .seconds(61))
        #expect(fixture.clock.sleeperCount == 0)
    }
}
