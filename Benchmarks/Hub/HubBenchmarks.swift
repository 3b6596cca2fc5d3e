import Benchmark
import BenchmarkFixtures

/// The routing hub: `start(url:)` until the flow's first screen is on display, on the in-memory
/// host, with 10 and 10,000 registered routes (`waypoint start n=N`), against launching the same
/// flow directly, without the hub (`flow-only start n=N`): the difference is what resolving,
/// checking and tracking cost.
///
/// One operation per iteration, on the main actor, its clean-up (cancelling the flow) outside
/// the measured region. Both subjects' waiting tasks resume through another thread (a wake-up
/// whose latency depends on the machine far more than on the code), so each also records
/// `startedNs`: the wall clock until the flow's push returned, its screen on display and,
/// under the hub, the session and its caller told — taken by the same code in both subjects,
/// before the waiting task is woken. The budget is judged on it: the hub within 1.5× a direct
/// launch.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(maxDuration: RunLength.maxDuration, maxIterations: RunLength.maxIterations)
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal, .instructions, .throughput, .custom(CustomMetricName.startedNanoseconds)],
        warmupIterations: 8
    )
    for n in [10, 10_000] {
        for subject in HubSubject.allCases {
            Benchmark(BenchmarkName(subject: subject.rawValue, scenario: "start", n: n).description, configuration: configuration) {
                @MainActor benchmark async throws in
                let fixture = try HubFixture.routes(n)
                let index = fixture.nextIndex()
                StartedMoment.at = nil
                let clock = ContinuousClock()
                benchmark.startMeasurement()
                let start = clock.now
                let cleanUp = await subject.operation(fixture, index)
                let end = clock.now
                benchmark.stopMeasurement()
                // Every operation starts its flow before it returns; a missing moment would be a
                // bug of the suite, counted as the whole operation rather than hidden.
                let started = start.duration(to: StartedMoment.at ?? end)
                benchmark.measurement(.custom(CustomMetricName.startedNanoseconds), Int(started / .nanoseconds(1)))
                cleanUp()
                await Task.yield()
            }
        }
    }
}

/// The two ways of starting the flow.
enum HubSubject: String, CaseIterable {
    /// Through `RoutingHub.start(url:)`, waiting for the session's `started`.
    case waypoint
    /// The same coordinator launched directly: the baseline.
    case flowOnly = "flow-only"

    @MainActor
    func operation(_ fixture: HubFixture, _ index: Int) async -> () -> Void {
        switch self {
        case .waypoint: await fixture.startThroughHub(index)
        case .flowOnly: await fixture.launchDirectly(index)
        }
    }
}
