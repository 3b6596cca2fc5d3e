import BenchmarkFixtures

/// One row of the report: a subject measured at one size, per operation, beside its peer.
/// Encoded with the snake-case keys scripts read (the same keys as before the move to
/// package-benchmark, where the figure still exists).
struct ReportRow: Encodable {
    var suite: String
    var subject: String
    var scenario: String
    var n: Int
    /// The median iteration's wall clock, per operation.
    var nsPerOp: Double
    /// The fastest iteration's wall clock, per operation: on a busy machine, the least disturbed.
    var fastestNsPerOp: Double
    /// `malloc` calls per operation (median iteration), from package-benchmark's interposer.
    var mallocsPerOp: Double?
    /// Instructions per operation, where the machine lets perf count them (not on every VM).
    var instructionsPerOp: Double?
    /// This subject's ns/op divided by waypoint's at the same scenario and `n` (nil for waypoint).
    var ratioToWaypoint: Double?
    /// This subject's ns/op divided by its own at the smallest `n` of the scenario.
    var ratioToSmallestN: Double?
    /// Routes: bytes the router keeps once built (declarations included for Waypoint), per route.
    var bytesPerRoute: Double?
    /// Routes: allocations the router keeps once built, per route.
    var allocationsPerRoute: Double?
    /// Routes: milliseconds to declare the routes and build the router (median).
    var buildMilliseconds: Double?
    /// Hub: wall clock per operation until the flow had started (median).
    var toStartedNsPerOp: Double?
    /// Navigation and deep links: host steps per operation.
    var hostSteps: Double?
    /// Measured iterations, and operations per iteration.
    var runs: Int
    var opsPerRun: Int

    enum CodingKeys: String, CodingKey {
        case suite, subject, scenario, n, runs
        case nsPerOp = "ns_per_op"
        case fastestNsPerOp = "fastest_ns_per_op"
        case mallocsPerOp = "mallocs_per_op"
        case instructionsPerOp = "instructions_per_op"
        case ratioToWaypoint = "ratio_to_waypoint"
        case ratioToSmallestN = "ratio_to_smallest_n"
        case bytesPerRoute = "bytes_per_route"
        case allocationsPerRoute = "allocations_per_route"
        case buildMilliseconds = "build_ms"
        case toStartedNsPerOp = "to_started_ns_per_op"
        case hostSteps = "host_steps"
        case opsPerRun = "ops_per_run"
    }
}

extension ReportRow {
    /// The metric names of package-benchmark's export that the rows read.
    enum Metric {
        static let wallClock = "Time(wallclock)"
        static let mallocs = "Malloc(total)"
        static let instructions = "Instructions"
        static let leakedBytes = "Malloc/freeΔ(bytes)"
        static let keptAllocations = "Malloc/freeΔ"
        static let operations = CustomMetricName.operations
        static let hostSteps = CustomMetricName.hostSteps
        static let toStarted = CustomMetricName.startedNanoseconds
    }

    /// The rows of one run: one per benchmark, but a routes `build` benchmark is folded into
    /// the `match` row of the same subject and size (its bytes per route and build time); then
    /// the ratios to waypoint and to the smallest size are filled in.
    static func rows(from figures: [ExportedFigures]) -> [ReportRow] {
        var rows: [ReportRow] = []
        for figure in figures where figure.name.scenario != "build" {
            guard let wall = figure.median(Metric.wallClock), let fastest = figure.fastest(Metric.wallClock) else { continue }
            let operations = max(1, figure.median(Metric.operations) ?? 1)
            var row = ReportRow(
                suite: figure.suite, subject: figure.name.subject, scenario: figure.name.scenario, n: figure.name.n,
                nsPerOp: wall / operations, fastestNsPerOp: fastest / operations,
                mallocsPerOp: figure.median(Metric.mallocs).map { $0 / operations },
                instructionsPerOp: figure.median(Metric.instructions).map { $0 / operations },
                toStartedNsPerOp: figure.median(Metric.toStarted),
                hostSteps: figure.median(Metric.hostSteps),
                runs: figure.iterations, opsPerRun: Int(operations))
            let build = figures.first { other in
                other.suite == figure.suite && other.name.scenario == "build" && other.name.subject == figure.name.subject
                    && other.name.n == figure.name.n
            }
            if let build {
                row.bytesPerRoute = build.median(Metric.leakedBytes).map { $0 / Double(figure.name.n) }
                row.allocationsPerRoute = build.median(Metric.keptAllocations).map { $0 / Double(figure.name.n) }
                row.buildMilliseconds = build.median(Metric.wallClock).map { $0 / 1e6 }
            }
            rows.append(row)
        }
        return rows.map { row in
            var row = row
            let peers = rows.filter { $0.suite == row.suite && $0.scenario == row.scenario }
            if row.subject != "waypoint", let waypoint = peers.first(where: { $0.subject == "waypoint" && $0.n == row.n }),
                waypoint.nsPerOp > 0
            {
                row.ratioToWaypoint = row.nsPerOp / waypoint.nsPerOp
            }
            if let smallest = peers.filter({ $0.subject == row.subject }).min(by: { $0.n < $1.n }), smallest.nsPerOp > 0 {
                row.ratioToSmallestN = row.nsPerOp / smallest.nsPerOp
            }
            return row
        }
    }
}
