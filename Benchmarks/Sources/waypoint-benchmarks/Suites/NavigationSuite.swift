import ArgumentParser
import Foundation
import WaypointNavigation

/// Navigation diff + apply: Waypoint's minimal `NavigationDiff` against a naive strategy that
/// tears everything down and rebuilds it, at stack depths 10 to 1,000, without and with 10 modal
/// levels, in time and in host steps.
struct NavigationSuite: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "navigation",
        abstract: "Diff and apply a push/pop at stack depths 10 to 1,000 (and under 10 modal levels): waypoint vs rebuild."
    )

    @OptionGroup var options: SuiteOptions

    @Option(name: .customLong("n"), parsing: .upToNextOption, help: "Stack depths to measure.")
    var depths: [Int] = [10, 100, 1_000]

    @Option(help: "Modal levels of the second scenario.")
    var modalLevels = 10

    @Option(parsing: .upToNextOption, help: "Subjects to measure (for profiling one of them): waypoint, rebuild.")
    var subjects: [String] = NavigationSubject.allCases.map(\.rawValue)

    func validate() throws {
        guard depths.allSatisfy({ $0 >= 2 }) else { throw ValidationError("every depth must be at least 2, got \(depths)") }
        guard modalLevels >= 1 else { throw ValidationError("modal levels must be at least 1, got \(modalLevels)") }
        if let unknown = subjects.first(where: { NavigationSubject(rawValue: $0) == nil }) {
            throw ValidationError("unknown subject `\(unknown)`; expected one of waypoint, rebuild")
        }
    }

    func run() throws {
        var rows: [NavigationRow] = []
        for scenario in [NavigationScenario.stack, .modals(modalLevels)] {
            var scenarioRows: [NavigationRow] = []
            for depth in depths.sorted() {
                let workload = NavigationWorkload(scenario: scenario, depth: depth)
                for subject in NavigationSubject.allCases where subjects.contains(subject.rawValue) {
                    scenarioRows.append(try workload.measure(subject, sampling: options.sampling))
                }
            }
            rows += NavigationRow.withRatios(scenarioRows)
        }
        if options.json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            print(String(decoding: try encoder.encode(rows), as: UTF8.self))
        } else {
            NavigationRow.printTable(rows)
        }
    }
}

/// The two strategies: Waypoint's minimal diff, and the naive tear-down-and-rebuild.
enum NavigationSubject: String, CaseIterable {
    case waypoint
    case rebuild

    func steps(from old: NavigationState, to new: NavigationState) -> [HostStep] {
        switch self {
        case .waypoint: NavigationDiff.steps(from: old, to: new)
        case .rebuild: NavigationDiff.rebuild(from: old, to: new)
        }
    }
}

/// A root stack alone, or a root stack under a chain of modal levels (each a two-screen stack).
enum NavigationScenario {
    case stack
    case modals(Int)

    var name: String {
        switch self {
        case .stack: "stack"
        case .modals(let levels): "\(levels) modals"
        }
    }
}

/// Two states that differ by one push on the top-most stack; operations alternate between them
/// (push, pop, push, …), so every operation is a real diff applied under the host's rules.
struct NavigationWorkload {
    let scenario: NavigationScenario
    let depth: Int
    let shallow: NavigationState
    let deep: NavigationState

    init(scenario: NavigationScenario, depth: Int) {
        self.scenario = scenario
        self.depth = depth
        var ids = ScreenIDGenerator()
        let root = (0..<depth).map { index in Screen(id: ids.next(), destination: BenchPlace.item(index)) }
        var state = NavigationState(root: .stack(root))
        if case .modals(let levels) = scenario {
            state.modals = (0..<levels).map { level in
                Modal(.sheet, .stack([Screen(id: ids.next(), destination: BenchPlace.item(level)), Screen(id: ids.next(), destination: BenchPlace.item(level))]))
            }
        }
        shallow = state
        let extra = Screen(id: ids.next(), destination: BenchPlace.item(-1))
        deep = (try? state.applying(.push(extra))) ?? state
    }

    /// Diffs and applies one change under the host's rules; returns what the host then shows.
    func operation(_ subject: NavigationSubject, _ index: Int) throws -> (shown: NavigationState, steps: Int) {
        let (from, to) = index.isMultiple(of: 2) ? (shallow, deep) : (deep, shallow)
        let steps = subject.steps(from: from, to: to)
        var shown = from
        for step in steps { shown = try shown.performing(step) }
        return (shown, steps.count)
    }

    func measure(_ subject: NavigationSubject, sampling: Sampling) throws -> NavigationRow {
        // Checked once, outside the timed loop: both directions reach their target.
        let (pushed, hostSteps) = try operation(subject, 0)
        let (popped, _) = try operation(subject, 1)
        guard pushed == deep, popped == shallow else {
            throw ValidationError("\(subject.rawValue) did not reach the target at depth \(depth)")
        }
        let (nanoseconds, operations) = NavigationTiming(sampling: sampling).medianNanoseconds { index in
            guard let (shown, steps) = try? operation(subject, index) else { return -1 }
            return steps &+ shown.modals.count
        }
        return NavigationRow(
            suite: "navigation", subject: subject.rawValue, scenario: scenario.name, n: depth, nsPerOp: nanoseconds,
            hostSteps: hostSteps, runs: sampling.runs, opsPerRun: operations)
    }
}

enum BenchPlace: Destination {
    case item(Int)
}

/// Median nanoseconds per operation with `ContinuousClock`, calibrated like the harness's
/// `Sampler` (a warm-up run sizes the operations per run), kept local so this suite does not
/// depend on the shape of the sampler's result.
struct NavigationTiming {
    var sampling: Sampling

    func medianNanoseconds(_ operation: (Int) -> Int) -> (nanoseconds: Double, operationsPerRun: Int) {
        let clock = ContinuousClock()
        var checksum = 0
        var probe = 4
        var probeDuration = Duration.zero
        repeat {
            probe *= 2
            let start = clock.now
            for index in 0..<probe { checksum &+= operation(index) }
            probeDuration = start.duration(to: clock.now)
        } while probeDuration * 10 < sampling.targetRunDuration && probe < sampling.maximumOperationsPerRun
        let perOperation = nanoseconds(probeDuration) / Double(probe)
        let operations = min(sampling.maximumOperationsPerRun, max(16, Int(nanoseconds(sampling.targetRunDuration) / max(perOperation, 1))))
        var samples: [Double] = []
        for _ in 0..<sampling.runs {
            let start = clock.now
            for index in 0..<operations { checksum &+= operation(index) }
            samples.append(nanoseconds(start.duration(to: clock.now)) / Double(operations))
        }
        blackHole(checksum)
        samples.sort()
        return (samples[samples.count / 2], operations)
    }

    private func nanoseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    }
}

/// One result row, encoded with snake-case keys for scripts.
struct NavigationRow: Encodable {
    var suite: String
    var subject: String
    var scenario: String
    var n: Int
    var nsPerOp: Double
    var hostSteps: Int
    /// This subject's ns/op divided by its own ns/op at the smallest depth of the scenario.
    var growth: Double?
    /// This subject's ns/op divided by waypoint's at the same depth and scenario.
    var ratioToWaypoint: Double?
    /// This subject's host steps divided by waypoint's at the same depth and scenario.
    var stepsRatioToWaypoint: Double?
    var runs: Int
    var opsPerRun: Int

    enum CodingKeys: String, CodingKey {
        case suite, subject, scenario, n, growth, runs
        case nsPerOp = "ns_per_op"
        case hostSteps = "host_steps"
        case ratioToWaypoint = "ratio_to_waypoint"
        case stepsRatioToWaypoint = "steps_ratio_to_waypoint"
        case opsPerRun = "ops_per_run"
    }

    init(suite: String, subject: String, scenario: String, n: Int, nsPerOp: Double, hostSteps: Int, runs: Int, opsPerRun: Int) {
        self.suite = suite
        self.subject = subject
        self.scenario = scenario
        self.n = n
        self.nsPerOp = nsPerOp
        self.hostSteps = hostSteps
        self.runs = runs
        self.opsPerRun = opsPerRun
    }

    static func withRatios(_ rows: [NavigationRow]) -> [NavigationRow] {
        rows.map { row in
            var row = row
            let own = rows.filter { $0.subject == row.subject }.min { $0.n < $1.n }
            row.growth = own.map { row.nsPerOp / $0.nsPerOp }
            if row.subject != NavigationSubject.waypoint.rawValue,
                let reference = rows.first(where: { $0.subject == NavigationSubject.waypoint.rawValue && $0.n == row.n })
            {
                row.ratioToWaypoint = row.nsPerOp / reference.nsPerOp
                row.stepsRatioToWaypoint = Double(row.hostSteps) / Double(reference.hostSteps)
            }
            return row
        }
    }

    static func printTable(_ rows: [NavigationRow]) {
        let header = ["subject", "scenario", "n", "ns/op", "host steps", "× own n=min", "× waypoint (time)", "× waypoint (steps)"]
        let cells = rows.map { row in
            [
                row.subject, row.scenario, String(row.n), Report.format(row.nsPerOp, digits: 1), String(row.hostSteps),
                row.growth.map { Report.format($0, digits: 2) } ?? "—",
                row.ratioToWaypoint.map { Report.format($0, digits: 2) } ?? "—",
                row.stepsRatioToWaypoint.map { Report.format($0, digits: 1) } ?? "—",
            ]
        }
        let widths = header.indices.map { column in ([header] + cells).map { $0[column].count }.max() ?? 0 }
        for line in [header] + cells {
            print(
                line.indices.map { column in
                    let pad = String(repeating: " ", count: widths[column] - line[column].count)
                    return column < 2 ? line[column] + pad : pad + line[column]
                }.joined(separator: "  "))
        }
    }
}
