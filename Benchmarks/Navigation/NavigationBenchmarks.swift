import Benchmark
import BenchmarkFixtures
@_spi(HostAuthoring) import WaypointNavigation

/// A push or a pop at stack depths 10, 100 and 1,000, on a root stack alone (`stack`) and under
/// 10 modal levels (`modals`), three ways:
/// - `waypoint` — `NavigationDiff.steps`, the minimal diff, applied under the host's rules;
/// - `rebuild` — the naive baseline: tear everything down and show it again;
/// - `navigator` — the whole `Navigator.execute` round trip (command, change, diff, queue,
///   host completion) on a host that finishes every step at once.
///
/// Operations alternate push and pop, 1,000 per iteration. The budget: the navigator's push/pop
/// on a stack of 1,000 costs at most 2× the same on a stack of 10. Waypoint's own subjects carry
/// thresholds for `baseline check`: time within 25% of the baseline, no more allocations.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(maxDuration: RunLength.maxDuration, maxIterations: RunLength.maxIterations)
    let metrics: [BenchmarkMetric] = [.wallClock, .mallocCountTotal, .instructions, .throughput]
        + [.custom(CustomMetricName.operations), .custom(CustomMetricName.hostSteps)]
    let baseline = Benchmark.Configuration(metrics: metrics, scalingFactor: .kilo)
    let ours = Benchmark.Configuration(
        metrics: metrics, scalingFactor: .kilo,
        thresholds: [.wallClock: .init(relative: [.p50: 25]), .mallocCountTotal: .init(absolute: [.p50: 0])]
    )
    for scenario in NavigationScenario.all {
        for depth in [10, 100, 1_000] {
            let workload = NavigationWorkload(scenario: scenario, depth: depth)
            for subject in [NavigationSubject.waypoint, .rebuild] {
                let name = BenchmarkName(subject: subject.rawValue, scenario: scenario.name, n: depth)
                Benchmark(name.description, configuration: subject == .rebuild ? baseline : ours) { benchmark in
                    let hostSteps = try workload.checked(subject)
                    benchmark.startMeasurement()
                    for index in benchmark.scaledIterations {
                        let outcome = try? workload.operation(subject, index)
                        blackHole(outcome)
                    }
                    benchmark.stopMeasurement()
                    benchmark.measurement(.custom(CustomMetricName.operations), benchmark.scaledIterations.count)
                    benchmark.measurement(.custom(CustomMetricName.hostSteps), hostSteps)
                }
            }
            let name = BenchmarkName(subject: NavigationSubject.navigator.rawValue, scenario: scenario.name, n: depth)
            Benchmark(name.description, configuration: ours) { @MainActor benchmark async throws in
                let run = try NavigatorRun(workload)
                benchmark.startMeasurement()
                for index in benchmark.scaledIterations {
                    blackHole(run.step(index))
                }
                benchmark.stopMeasurement()
                benchmark.measurement(.custom(CustomMetricName.operations), benchmark.scaledIterations.count)
                benchmark.measurement(.custom(CustomMetricName.hostSteps), run.hostSteps)
            }
        }
    }
}
