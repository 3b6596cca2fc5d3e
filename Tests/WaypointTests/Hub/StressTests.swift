import Testing
@_spi(Tooling) import Waypoint
import WaypointTestSupport

@Suite @MainActor struct StressTests {
    @MainActor final class WeakBag {
        private var sessions: [() -> RoutingSession?] = []
        private var flows: [() -> ProbeFlow?] = []
        private(set) var strongFlows: [ProbeFlow] = []

        func add(_ session: RoutingSession) { sessions.append { [weak session] in session } }
        func add(_ flow: ProbeFlow) { flows.append { [weak flow] in flow } }
        var liveSessions: [RoutingSession] { sessions.compactMap { $0() } }
        var liveFlows: [ProbeFlow] { flows.compactMap { $0() } }
        var sessionCount: Int { sessions.count }
    }

    @Test(.timeLimit(.minutes(1)))
    func thousandsOfOverlappingStartsAndCancelsLeaveNoSessionHangingAndNothingLeaks() async throws {
        let bag = WeakBag()
        do {
            let fixture = HubFixture()
            let everyone = Set(RequestSource.builtIn)
            for (name, holds) in [("slow", true), ("fast", false)] {
                try fixture.hub.register(
                    FlowRoute(try Route(name, "\(name)/:n"), policy: RoutePolicy(allowedSources: everyone)) {
                        [bag] request, context in
                        let flow = ProbeFlow(
                            id: FlowID("\(name)\(request.session)"), navigator: context.navigator,
                            presentation: request.parameters["n"] == "0" ? .sheet : .push, holdsPreparation: holds)
                        bag.add(flow)
                        return flow
                    })
            }
            let hub = fixture.hub
            let host = fixture.host
            await withTaskGroup(of: Void.self) { group in
                for worker in 0..<8 {
                    group.addTask {
                        var random = SeededGenerator(seed: UInt64(worker))
                        for step in 0..<500 {
                            let route = random.next(2) == 0 ? "slow" : "fast"
                            let source = RequestSource.builtIn[random.next(RequestSource.builtIn.count)]
                            let url = "nuapp://\(route)/\(random.next(3))"
                            let session = await hub.start(url: url, source: source)
                            await bag.add(session)
                            switch random.next(6) {
                            case 0:
                                await session.cancel()
                            case 1:
                                var token: NavigationSubscription? = await session.subscribe()
                                if step % 2 == 0 { await Task.yield() }
                                token = nil
                                _ = token
                            case 2:
                                let consumer = Task { for await _ in await session.states {} }
                                await Task.yield()
                                consumer.cancel()
                            case 3:
                                await MainActor.run { _ = try? host.swipeDown() }
                            case 4:
                                await MainActor.run { _ = try? host.popInteractively() }
                            default:
                                break
                            }
                        }
                    }
                }
            }
            #expect(bag.sessionCount == 4_000)
            // Let the storm settle: release held preparations, then cancel whatever still runs.
            for _ in 0..<10 {
                for flow in bag.liveFlows where flow.isPreparing { flow.finishPreparation() }
                await Task.yield()
            }
            for session in hub.activeSessions() { session.cancel() }
            await waitUntil { hub.activeSessions().isEmpty }
            let unfinished = bag.liveSessions.filter { !$0.isFinished }
            #expect(unfinished.isEmpty, "sessions left hanging: \(unfinished.prefix(5).map(\.id))")
            #expect(fixture.navigator.state.screens.map(\.owner) == [.app])
        }
        await waitUntil { bag.liveSessions.isEmpty && bag.liveFlows.isEmpty }
        #expect(bag.liveSessions.isEmpty)
        #expect(bag.liveFlows.isEmpty)
    }
}
