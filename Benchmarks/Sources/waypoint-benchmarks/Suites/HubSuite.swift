import ArgumentParser
import Dispatch
import Foundation
import Waypoint

/// The routing hub: `start(url:)` until the flow's first screen is on display, on the in-memory
/// host, with 10 and 10,000 registered routes. The baseline (`flow-only`) launches the same flow
/// directly, without the hub, so the difference is what resolving, checking and tracking cost.
///
/// The hub lives on the main actor and a session reaches `started` through tasks, so this suite
/// runs its measurements in a main-actor task while `dispatchMain()` serves the main queue.
struct HubSuite: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hub",
        abstract: "RoutingHub.start(url:) up to `started` on the in-memory host, at 10 and 10,000 routes, against launching the flow directly."
    )

    @OptionGroup var options: SuiteOptions

    @Option(name: .customLong("n"), parsing: .upToNextOption, help: "Numbers of registered routes to measure.")
    var sizes: [Int] = [10, 10_000]

    @Option(parsing: .upToNextOption, help: "Subjects to measure (for profiling one of them): waypoint, flow-only.")
    var subjects: [String] = ["waypoint", "flow-only"]

    @Option(
        help: """
            Run exactly this many operations per row, untimed (ns/op is then 0): for counting \
            instructions with valgrind --tool=callgrind, e.g. the difference between --operations 4000 and 0.
            """)
    var operations: Int?

    func validate() throws {
        guard sizes.allSatisfy({ $0 >= 10 && $0.isMultiple(of: 10) }) else {
            throw ValidationError("every route count must be a positive multiple of 10, got \(sizes)")
        }
        if let unknown = subjects.first(where: { !["waypoint", "flow-only"].contains($0) }) {
            throw ValidationError("unknown subject `\(unknown)`; expected waypoint or flow-only")
        }
        if let operations, operations < 0 { throw ValidationError("operations must not be negative, got \(operations)") }
    }

    func run() throws {
        let sizes = sizes.sorted()
        var sampling = options.sampling
        sampling.fixedOperations = operations
        let json = options.json
        let subjects = Set(subjects)
        Task { @MainActor in
            do {
                let rows = try await HubBenchmark(sampling: sampling, subjects: subjects).run(sizes: sizes)
                if json {
                    try Report.printJSON(rows)
                } else {
                    Report.printTable(rows)
                    if let first = rows.first(where: { $0.subject == "waypoint" }),
                        let last = rows.last(where: { $0.subject == "waypoint" })
                    {
                        print("\nstart → started costs \(Report.format(last.nsPerOp / first.nsPerOp, digits: 2))× as much at \(last.n) routes as at \(first.n).")
                    }
                }
                Foundation.exit(0)
            } catch {
                FileHandle.standardError.write(Data("error: \(error)\n".utf8))
                Foundation.exit(1)
            }
        }
        dispatchMain()
    }
}

@MainActor private struct HubBenchmark {
    let sampling: Sampling
    let subjects: Set<String>
    private let clock = ContinuousClock()

    func run(sizes: [Int]) async throws -> [Measurement] {
        var rows: [Measurement] = []
        for n in sizes {
            let specs = RouteTableGenerator.routes(count: n)
            let buildStart = clock.now
            let navigator = Navigator(host: InMemoryHost())
            try navigator.execute(.setRoot(.stack([navigator.makeScreen(BenchScreen.home)])))
            let hub = RoutingHub(configuration: RoutingHubConfiguration(
                urls: URLConfiguration(schemes: [BenchmarkURLs.scheme], hosts: BenchmarkURLs.webHosts)))
            try hub.register(FlowRoute(routes: try specs.map(Self.route)) { request, context in
                BenchFlow(navigator: context.navigator, id: FlowID("bench\(request.session.rawValue)"))
            })
            hub.register(navigator: navigator)
            let buildMilliseconds = Self.nanoseconds(buildStart.duration(to: clock.now)) / 1e6
            let workload = Workload(routes: specs, count: sampling.workloadSize)
            let urls = zip(workload.urls, workload.expected).compactMap { $1 == nil ? nil : $0 }

            if subjects.contains("waypoint") {
                let (nanoseconds, fastest, operations) = await measure { index in
                    let session = hub.start(url: urls[index % urls.count])
                    let subscription = await Self.started(session)
                    return {
                        session.cancel()
                        subscription.cancel()
                    }
                }
                rows.append(Measurement(
                    suite: "hub", subject: "waypoint", n: n, nsPerOp: nanoseconds, fastestNsPerOp: fastest, bytesPerRoute: nil,
                    ratioToReference: nil, ratioToSmallestN: nil, buildMilliseconds: buildMilliseconds,
                    runs: sampling.runs, opsPerRun: operations))
            }
            if subjects.contains("flow-only") {
                let (nanoseconds, fastest, operations) = await measure { index in
                    let flow = BenchFlow(navigator: navigator, id: FlowID("direct\(index)"))
                    await flow.launch()
                    return { flow.cancel() }
                }
                let reference = rows.last { $0.subject == "waypoint" && $0.n == n }
                rows.append(Measurement(
                    suite: "hub", subject: "flow-only", n: n, nsPerOp: nanoseconds, fastestNsPerOp: fastest, bytesPerRoute: nil,
                    ratioToReference: reference.map { nanoseconds / $0.nsPerOp }, ratioToSmallestN: nil, buildMilliseconds: 0,
                    runs: sampling.runs, opsPerRun: operations))
            }
            guard hub.activeSessions.isEmpty else { throw BenchmarkFailure("sessions left running at n = \(n)") }
        }
        for index in rows.indices {
            let smallest = rows.first { $0.subject == rows[index].subject }!
            rows[index].ratioToSmallestN = rows[index].nsPerOp / smallest.nsPerOp
        }
        return rows
    }

    /// Median and fastest nanoseconds per operation over `sampling.runs` runs. Only the time until
    /// `operation` returns is counted; the clean-up it hands back (cancelling) is not.
    private func measure(_ operation: @MainActor (Int) async -> () -> Void) async -> (Double, Double, Int) {
        if let fixed = sampling.fixedOperations {
            _ = await timedRun(fixed, operation)
            return (0, 0, fixed)
        }
        var operations = 8
        var warmUp = Duration.zero
        while true {
            warmUp = await timedRun(operations, operation)
            if warmUp * 10 >= sampling.targetRunDuration || operations >= sampling.maximumOperationsPerRun { break }
            operations *= 4
        }
        let perOperation = Self.nanoseconds(warmUp) / Double(operations)
        operations = min(
            sampling.maximumOperationsPerRun,
            max(16, Int(Self.nanoseconds(sampling.targetRunDuration) / max(perOperation, 1))))
        var samples: [Double] = []
        for _ in 0..<sampling.runs {
            samples.append(Self.nanoseconds(await timedRun(operations, operation)) / Double(operations))
        }
        samples.sort()
        return (samples[samples.count / 2], samples[0], operations)
    }

    private func timedRun(_ operations: Int, _ operation: @MainActor (Int) async -> () -> Void) async -> Duration {
        var total = Duration.zero
        for index in 0..<operations {
            let start = clock.now
            let cleanUp = await operation(index)
            total += start.duration(to: clock.now)
            cleanUp()
            await Task.yield()
        }
        return total
    }

    /// Returns once `session` has started (or ended), resumed by the session's own callback on
    /// the main actor: no `Task.yield()`, which on this toolchain goes through the global pool.
    /// The returned subscription must be kept until the session is cancelled (dropping it
    /// cancels the session).
    private static func started(_ session: RoutingSession) async -> RoutingSubscription {
        var subscription: RoutingSubscription?
        await withUnsafeContinuation { (continuation: UnsafeContinuation<Void, Never>) in
            var waiting: UnsafeContinuation<Void, Never>? = continuation
            subscription = session.subscribe(onState: { state in
                guard isStartedOrOver(state), let resumed = waiting else { return }
                waiting = nil
                resumed.resume()
            })
        }
        return subscription!
    }

    private static func isStartedOrOver(_ state: RoutingState) -> Bool {
        switch state {
        case .preparing: false
        case .started, .produced, .completed, .failed: true
        }
    }

    private static func nanoseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    }

    private static func route(_ spec: RouteSpec) throws -> Route {
        var parameters: [String: ParameterType] = [:]
        for segment in spec.segments {
            if case .parameter(let name, let kind) = segment { parameters[name] = type(kind) }
        }
        return try Route(
            spec.name, spec.pattern, parameters: parameters,
            query: spec.query.map { .optional($0.name, type($0.kind), default: $0.defaultValue) }, owner: spec.owner)
    }

    private static func type(_ kind: RouteSpec.ValueKind) -> ParameterType {
        switch kind {
        case .string: .string
        case .int: .int
        case .uuid: .uuid
        }
    }
}

private struct BenchmarkFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

private enum BenchScreen: Destination {
    case home
    case page
}

/// The smallest real flow: a coordinator that pushes one screen when launched, pops it when
/// cancelled, and ends when the user takes its screen away. Both subjects launch this same
/// coordinator, so the difference is the hub's own work.
private final class BenchFlow: Coordinator<Never, Void> {
    override func start() async throws {
        try push(BenchScreen.page)
    }
}
