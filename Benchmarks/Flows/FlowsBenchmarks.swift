import Benchmark
import BenchmarkFixtures
import Waypoint

/// A flow run from launch to its end on the in-memory host, at 1 and 10 steps (one pushed
/// screen each, dismissed when the flow finishes): the flow engine (`FlowRun` of a typed
/// `Flow` and its performer, `flow-engine run n=K`) against the same screens pushed by a plain
/// coordinator (`coordinator run n=K`, the baseline). One run per iteration, on the main actor.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(maxDuration: RunLength.maxDuration, maxIterations: RunLength.maxIterations)
    let configuration = Benchmark.Configuration(metrics: [.wallClock, .mallocCountTotal, .instructions, .throughput], warmupIterations: 8)
    for steps in [1, 10] {
        Benchmark(BenchmarkName(subject: "flow-engine", scenario: "run", n: steps).description, configuration: configuration) {
            @MainActor benchmark async throws in
            let navigator = try FlowsFixture.navigator()
            benchmark.startMeasurement()
            let run = FlowRun(StepsFlow(count: steps), performer: StepsPerformer(), navigator: navigator)
            await run.launch()
            guard case .finished(let result) = await run.ended() else { preconditionFailure("the flow engine's run did not finish") }
            benchmark.stopMeasurement()
            precondition(result == steps, "the flow engine ran \(result) of \(steps) steps")
        }
        Benchmark(BenchmarkName(subject: "coordinator", scenario: "run", n: steps).description, configuration: configuration) {
            @MainActor benchmark async throws in
            let coordinator = StepsCoordinator(navigator: try FlowsFixture.navigator(), count: steps)
            benchmark.startMeasurement()
            await coordinator.launch()
            let end = await coordinator.ended()
            benchmark.stopMeasurement()
            guard case .finished(steps) = end else { preconditionFailure("the coordinator ended with \(end)") }
        }
    }
}

/// The navigator every run starts from: a home screen on the in-memory host, built once.
@MainActor
enum FlowsFixture {
    private static var shared: Navigator?

    static func navigator() throws -> Navigator {
        if let shared { return shared }
        let navigator = Navigator(host: InMemoryHost())
        try navigator.execute(.setRoot(.stack([navigator.makeScreen(StepScreen.home)])))
        shared = navigator
        return navigator
    }
}
