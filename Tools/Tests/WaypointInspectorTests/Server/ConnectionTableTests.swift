import Testing
@testable import WaypointInspector

/// The server's bookkeeping as a value: clocks per phase, who makes room, which streams go.
@Suite struct ConnectionTableTests {
    let now = ContinuousClock.now
    var limits: ServerLimits {
        var limits = ServerLimits()
        limits.idleTimeout = .seconds(10)
        limits.readTimeout = .seconds(5)
        limits.eventStreams = 1
        return limits
    }

    @Test func eachPhaseHasItsOwnClockAndHandlingOrStreamingHaveNone() {
        var table = ConnectionTable(limits: limits)
        for id in 1...4 { table.open(id, at: now) }
        table.enter(.reading, for: 2, at: now)
        table.enter(.handling, for: 3, at: now)
        table.enter(.streaming, for: 4, at: now)
        #expect(table.expire(at: now + .seconds(6)) == [2])
        #expect(table.expire(at: now + .seconds(11)) == [1])
        #expect(table.expire(at: now + .seconds(3_600)).isEmpty)
        #expect(table.count == 2)
    }

    @Test func roomIsMadeByClosingTheConnectionThatWaitedLongestWithoutARequest() {
        var table = ConnectionTable(limits: limits)
        table.open(1, at: now)
        table.open(2, at: now + .seconds(1))
        table.open(3, at: now + .seconds(2))
        table.enter(.handling, for: 1, at: now + .seconds(3))
        #expect(table.evict() == 2)
        #expect(table.evict() == 3)
        #expect(table.evict() == nil)
        table.remove(2)
        #expect(table.count == 1)
    }

    @Test func anEventStreamBeyondTheLimitClosesTheOldest() {
        var table = ConnectionTable(limits: limits)
        table.open(1, at: now)
        table.open(2, at: now)
        table.enter(.streaming, for: 1, at: now)
        #expect(table.excessStreams().isEmpty)
        table.enter(.streaming, for: 2, at: now + .seconds(1))
        #expect(table.excessStreams() == [1])
    }
}
