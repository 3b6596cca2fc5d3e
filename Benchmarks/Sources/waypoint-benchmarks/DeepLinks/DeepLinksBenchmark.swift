import Foundation
import Waypoint

/// One result row of the `deeplinks` suite. Encoded with snake-case keys for scripts.
struct DeepLinksRow: Encodable, Sendable {
    var suite = DeepLinksBenchmark.suite
    var subject: String
    /// The depth of the links (screens from the root to the destination).
    var n: Int
    /// Median nanoseconds to plan one link opening (target state and host steps).
    var nsPerOp: Double
    /// The fastest run's nanoseconds per opening: on a busy machine, the least disturbed.
    var fastestNsPerOp: Double
    /// Host steps summed over the scenarios.
    var hostSteps: Int
    /// Screens created, summed over the scenarios.
    var screensBuilt: Int
    var scenarios: Int
    var runs: Int
    var opsPerRun: Int

    enum CodingKeys: String, CodingKey {
        case suite, subject, n, scenarios, runs
        case nsPerOp = "ns_per_op"
        case fastestNsPerOp = "fastest_ns_per_op"
        case hostSteps = "host_steps"
        case screensBuilt = "screens_built"
        case opsPerRun = "ops_per_run"
    }
}

/// Plans every link scenario two ways and times it:
/// - `waypoint`: `DeepLink.resolve(in:)` keeps the longest matching part of the state on display,
///   then `NavigationDiff.steps` gives the host steps;
/// - `rebuild`: the naive way — build every screen of the link from scratch and show them one
///   router command at a time (`setRoot` the first, `push` each next one, `present` each sheet).
struct DeepLinksBenchmark {
    static let suite = "deeplinks"
    static let subjectNames = ["waypoint", "rebuild"]

    var depths: [Int]
    var sampling: Sampling
    /// The subjects to measure (for profiling one of them).
    var subjects: Set<String> = Set(subjectNames)

    func run() throws -> [DeepLinksRow] {
        var rows: [DeepLinksRow] = []
        for depth in depths {
            let scenarios = LinkScenario.all(depth: depth)
            let count = scenarios.count
            let ways = [("waypoint", Self.plan), ("rebuild", Self.rebuild)].filter { subjects.contains($0.0) }
            // Each way is checked on every scenario, then their runs alternate (a load on the
            // machine falls on both alike).
            let planned = try ways.map { way in try scenarios.map(way.1) }
            let samples = Sampler(sampling: sampling).nanosecondsPerOperation(interleaving: ways.map { way in
                { index in (try? way.1(scenarios[index % count]).steps) ?? -1 }
            })
            for ((subject, _), (plans, sample)) in zip(ways, zip(planned, samples)) {
                rows.append(DeepLinksRow(
                    subject: subject, n: depth, nsPerOp: sample.median, fastestNsPerOp: sample.fastest,
                    hostSteps: plans.map(\.steps).reduce(0, +), screensBuilt: plans.map(\.built).reduce(0, +),
                    scenarios: count, runs: sampling.runs, opsPerRun: sample.operationsPerRun))
            }
        }
        return rows
    }

    /// Reconciliation: the target from what is on display, and the host steps to reach it.
    static func plan(_ scenario: LinkScenario) throws -> (steps: Int, built: Int) {
        var ids = ScreenIDGenerator(after: ScreenID(1_000_000))
        let resolution = try scenario.link.resolve(in: scenario.start, ids: &ids)
        return (NavigationDiff.steps(from: scenario.start, to: resolution.target).count, resolution.built.count)
    }

    /// The naive way: every screen of the link built anew and shown one router command at a time
    /// (dismiss what is presented, `setRoot` the first screen, `push` or `present` each next one).
    static func rebuild(_ scenario: LinkScenario) throws -> (steps: Int, built: Int) {
        var ids = ScreenIDGenerator(after: ScreenID(1_000_000))
        let fresh = try scenario.link.resolve(in: .empty, ids: &ids)
        let dismissal = scenario.start.modals.isEmpty ? 0 : 1
        return (dismissal + fresh.built.count, fresh.built.count)
    }
}
