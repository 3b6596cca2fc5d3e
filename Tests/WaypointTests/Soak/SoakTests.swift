import Foundation
import Testing
@_spi(Tooling) import Waypoint
import WaypointTesting
import WaypointTestSupport

/// A long randomized run over the hub, the navigator and coordinators on the in-memory host:
/// links from every source, gestures, cancellations, finished flows, backend overrides, logins
/// and logouts, time passing for parked links. Afterwards every session has ended, no flow or
/// session is still in memory, the host shows the navigator's state, and memory stayed flat.
///
/// The normal suite runs 2,000 operations; `WAYPOINT_SOAK=1` runs a million (or
/// `WAYPOINT_SOAK_OPERATIONS`), printing the resident set size at intervals.
@Suite @MainActor struct SoakTests {
    @Test func twoThousandMixedOperationsEndEverySessionAndLeaveNothingInMemory() async throws {
        _ = try await soak(operations: 2_000, samples: 4, host: InMemoryHost())
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["WAYPOINT_SOAK"] == "1"))
    func aMillionMixedOperationsKeepMemoryFlat() async throws {
        let operations = ProcessInfo.processInfo.environment["WAYPOINT_SOAK_OPERATIONS"].flatMap { Int($0) } ?? 1_000_000
        // On a host without records: `InMemoryHost` keeps every step it performed, by design.
        let memory = try await soak(operations: operations, samples: 20, host: LeanHost())
        // Flat: after the first quarter (allocator and caches warm), the resident set grows by
        // no more than a few megabytes, whatever the number of operations. (A task per parked
        // link, cancelled when it resumed, made it grow ~30 bytes a session: ~10 MB a million.)
        let warm = memory[memory.count / 4]
        let growth = (memory.max() ?? warm) - warm
        #expect(growth < 4, "resident set grew by \(growth) MB after warm-up: \(memory)")
    }

    /// Runs `operations` random operations; returns the resident set size (MB) at `samples` points.
    private func soak(operations: Int, samples: Int, host: any SoakHosting) async throws -> [Double] {
        var random = SeededGenerator(seed: 0x50AC)
        var memory: [Double] = []
        var flows: [() -> (any RunningFlow)?] = []
        var sessions: [() -> RoutingSession?] = []
        let start = ContinuousClock.now
        do {
            let rig = try SoakRig(host: host)
            await rig.launch()
            for operation in 1...operations {
                try await step(rig, &random)
                if operation % max(operations / samples, 1) == 0 {
                    rig.prune()
                    let rss = ResidentMemory.megabytes ?? 0
                    memory.append(rss)
                    if operations >= 100_000 {
                        print(
                            "soak: \(operation) operations, \(ContinuousClock.now - start), resident \(String(format: "%.1f", rss)) MB, "
                                + "sessions \(rig.sessionsStarted) started / \(rig.sessionsEnded) ended, \(rig.liveFlows.count) flows alive")
                    }
                }
            }
            try await windDown(rig)
            #expect(rig.sessionsStarted == rig.sessionsEnded, "sessions started \(rig.sessionsStarted), ended \(rig.sessionsEnded)")
            #expect(rig.sessionsStarted > operations / 5)
            #expect(rig.liveSessions.filter { !$0.isFinished }.isEmpty)
            #expect(rig.host.shown == rig.navigator.state)
            if operations >= 100_000 {
                print("soak: done in \(ContinuousClock.now - start); \(rig.sessionsStarted) sessions started, \(rig.sessionsEnded) ended")
            }
            flows = rig.liveFlows.map { flow in { [weak flow] in flow } }
            sessions = rig.liveSessions.map { session in { [weak session] in session } }
        }
        // The rig is gone: nothing it made may stay (a session releases its flow on its own task).
        for _ in 0..<1_000 where flows.contains(where: { $0() != nil }) || sessions.contains(where: { $0() != nil }) {
            await Task.yield()
        }
        let liveFlows = flows.compactMap { $0() }.map(\.id)
        let liveSessions = sessions.compactMap { $0() }.map(\.id)
        #expect(liveFlows.isEmpty, "\(liveFlows.count) flows still in memory: \(liveFlows.prefix(5))")
        #expect(liveSessions.isEmpty, "\(liveSessions.count) sessions still in memory: \(liveSessions.prefix(5))")
        return memory
    }

    /// One random operation, then a turn for the tasks it started.
    private func step(_ rig: SoakRig, _ random: inout SeededGenerator) async throws {
        let roll = random.next(100)
        switch roll {
        case 0..<30:
            let link = SoakRig.links[random.next(SoakRig.links.count)]
            rig.open(link, from: RequestSource.builtIn[random.next(RequestSource.builtIn.count)])
        case 30..<38: _ = try? rig.host.popInteractively(to: nil)
        case 38..<44: _ = try? rig.host.swipeDown()
        case 44..<46: _ = try? rig.host.cancelInteractivePop()
        case 46..<54: rig.cancelOneSession(random.next(1_000))
        case 54..<62: rig.finishOneFlow(random.next(1_000))
        case 62..<68: rig.answerFlow(random.next(1_000))
        case 68..<71: try? rig.hub.loadOverrides(Data(SoakRig.overrides[random.next(SoakRig.overrides.count)].utf8))
        case 71..<72: rig.hub.clearOverrides()
        case 72..<78: rig.logIn()
        case 78..<82: rig.logOut()
        case 82..<88: _ = try? rig.navigator.execute(random.next(2) == 0 ? .popToRoot : .dismiss)
        case 88..<91: await rig.clock.advance(by: .seconds(61))
        default: await rig.keepHome()
        }
        await Task.yield()
    }

    /// Ends everything: logs in so that nothing stays parked, cancels every session, closes every
    /// screen above home, lets parked links expire.
    private func windDown(_ rig: SoakRig) async throws {
        rig.logIn()
        for _ in 0..<1_000 where !rig.hub.activeSessions().isEmpty {
            for session in rig.hub.activeSessions() { session.cancel() }
            await rig.clock.advance(by: .seconds(61))
            await Task.yield()
        }
        #expect(rig.hub.activeSessions().isEmpty)
        for _ in 0..<100 where rig.navigator.state.screens.count > 1 {
            _ = try? rig.navigator.execute(.dismiss)
            _ = try? rig.navigator.execute(.popToRoot)
            await Task.yield()
        }
        await rig.navigator.settle()
        rig.performer.latest = nil
        rig.prune()
    }
}
