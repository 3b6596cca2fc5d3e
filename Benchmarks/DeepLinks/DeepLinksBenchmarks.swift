import Benchmark
import BenchmarkFixtures

/// Opening deep links at depths 10 and 100: Waypoint's reconciliation (keep what the state on
/// display already matches, build the rest) against the naive rebuild of every screen, over
/// seven scenarios — cold start, sibling, deeper, shallower, another branch, a sheet over the
/// chain, and a link already open. 1,000 plans per iteration, the scenarios in turn; the
/// `hostSteps` metric is the host steps summed over the seven scenarios.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(maxDuration: RunLength.maxDuration, maxIterations: RunLength.maxIterations)
    for depth in [10, 100] {
        let scenarios = LinkScenario.all(depth: depth)
        for planner in LinkPlanners.all {
            Benchmark(
                BenchmarkName(subject: planner.name, scenario: "open", n: depth).description,
                configuration: .init(
                    metrics: [.wallClock, .mallocCountTotal, .instructions, .throughput]
                        + [.custom(CustomMetricName.operations), .custom(CustomMetricName.hostSteps)],
                    scalingFactor: .kilo
                )
            ) { benchmark in
                // Every scenario planned once, untimed: a plan that throws stops the suite.
                let steps = try scenarios.map(planner.plan).map(\.steps).reduce(0, +)
                benchmark.startMeasurement()
                for index in benchmark.scaledIterations {
                    blackHole((try? planner.plan(scenarios[index % scenarios.count]).steps) ?? -1)
                }
                benchmark.stopMeasurement()
                benchmark.measurement(.custom(CustomMetricName.operations), benchmark.scaledIterations.count)
                benchmark.measurement(.custom(CustomMetricName.hostSteps), steps)
            }
        }
    }
}
