import Benchmark
import BenchmarkFixtures

/// Route matching from URL strings at 10 to 10,000 generated routes: Waypoint's `RouteTable`
/// against vapor/routing-kit's `TrieRouter` and a linear scan of closures, each consuming a
/// match like an app (every value read in its declared type).
///
/// Two benchmarks per subject and size:
/// - `SUBJECT match n=N` — 1,000 matches per iteration over the workload (90% hits, 10%
///   misses): time, allocations and instructions per match (`scalingFactor: .kilo`);
/// - `SUBJECT build n=N` — declaring the routes and building the router, once per iteration:
///   its time, and what the router keeps: `memoryLeakedBytes` (bytes requested from `malloc` and
///   not freed by the end of the measured region, the router being released after it) and
///   `mallocFreeDelta` (the allocations it keeps).
///
/// Waypoint's benchmarks carry thresholds for `swift package benchmark baseline check`: time
/// within 25% of the baseline's median, allocations and kept bytes no more than the baseline's.
///
/// The report divides the figures of one run: routing-kit's and the scan's time per match over
/// Waypoint's, Waypoint at `n` over Waypoint at the smallest `n`, bytes per route.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(maxDuration: RunLength.maxDuration, maxIterations: RunLength.maxIterations)
    for n in [10, 100, 1_000, 10_000] {
        // Built and checked once per size, when the first benchmark of that size runs.
        let subjects = LazySubjects(n: n)
        for (index, name) in ["waypoint", "routing-kit", "linear-scan"].enumerated() {
            // Where the next iteration starts in the workload: the iterations walk all of it.
            var offset = 0
            Benchmark(
                BenchmarkName(subject: name, scenario: "match", n: n).description,
                configuration: .init(
                    metrics: [.wallClock, .mallocCountTotal, .instructions, .throughput, .custom(CustomMetricName.operations)],
                    scalingFactor: .kilo,
                    thresholds: name == "waypoint" ? Thresholds.match : nil
                )
            ) { benchmark in
                let subject = subjects.value[index]
                benchmark.startMeasurement()
                for operation in benchmark.scaledIterations {
                    blackHole(subject.match(offset &+ operation))
                }
                benchmark.stopMeasurement()
                offset &+= benchmark.scaledIterations.count
                benchmark.measurement(.custom(CustomMetricName.operations), benchmark.scaledIterations.count)
            }
            Benchmark(
                BenchmarkName(subject: name, scenario: "build", n: n).description,
                configuration: .init(
                    metrics: [.wallClock, .mallocCountTotal, .memoryLeakedBytes, .mallocFreeDelta],
                    thresholds: name == "waypoint" ? Thresholds.build : nil
                )
            ) { benchmark in
                let subject = subjects.value[index]
                benchmark.startMeasurement()
                let router = try subject.build()
                benchmark.stopMeasurement()
                // Released only now, outside the measured region: what it keeps is counted.
                blackHole(router)
            }
        }
    }
}

/// The regression tolerances of Waypoint's own benchmarks, checked by `baseline check` against a
/// stored baseline (a run of the main branch on the same machine).
enum Thresholds {
    static var match: [BenchmarkMetric: BenchmarkThresholds] {
        [
            .wallClock: .init(relative: [.p50: 25]),
            .mallocCountTotal: .init(absolute: [.p50: 0]),
        ]
    }

    static var build: [BenchmarkMetric: BenchmarkThresholds] {
        [
            .wallClock: .init(relative: [.p50: 25]),
            .memoryLeakedBytes: .init(absolute: [.p50: 0]),
            .mallocFreeDelta: .init(absolute: [.p50: 0]),
        ]
    }
}

/// The subjects of one size, prepared on first use: a size whose benchmarks are filtered out
/// costs nothing, and the check runs once however many benchmarks use them.
final class LazySubjects {
    private let n: Int
    private var prepared: [PreparedSubject]?

    init(n: Int) {
        self.n = n
    }

    var value: [PreparedSubject] {
        if let prepared { return prepared }
        do {
            let subjects = try PreparedSubject.all(n: n)
            prepared = subjects
            return subjects
        } catch {
            fatalError("routes n=\(n): \(error)")
        }
    }
}
