import ArgumentParser
import Dispatch
import Foundation
import Waypoint

/// The routing hub: `start(url:)` until the flow's first screen is on display, on the in-memory
/// host, with 10 and 10,000 registered routes. The baseline (`flow-only`) launches the same flow
/// directly, without the hub, so the difference is what resolving, checking and tracking cost.
///
/// The hub lives on the main actor and a session reaches `started` through tasks, so this suite
/// runs its measurements in a main-actor task while the main run loop serves the main queue (as
/// in an app: main-actor work runs on the main thread).
///
/// Both subjects' waiting tasks resume through another thread (a thread wake-up, whose latency
/// depends on the machine far more than on the code, and varies from one process to the next by
/// tens of microseconds), so besides the wall clock until the waiting task resumed (ns/op) the
/// suite reports the wall clock until the flow has started (to started ns/op: the moment the
/// flow's push returned, its screen on display and, under the hub, the session and its caller
/// told; taken by the flow in both subjects, before the waiting task is woken) and the main
/// thread's CPU time per operation. The goal is judged on the time to started; the suite
/// alternates the two subjects' runs so that a change in the machine's state touches both alike.
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

    @Flag(
        help: """
            With --operations: start each request and cancel it at once, without waiting for \
            `started` (waypoint only): the hub's synchronous work alone, for counting with \
            valgrind --tool=callgrind.
            """)
    var noWait = false

    func validate() throws {
        guard sizes.allSatisfy({ $0 >= 10 && $0.isMultiple(of: 10) }) else {
            throw ValidationError("every route count must be a positive multiple of 10, got \(sizes)")
        }
        if let unknown = subjects.first(where: { !["waypoint", "flow-only"].contains($0) }) {
            throw ValidationError("unknown subject `\(unknown)`; expected waypoint or flow-only")
        }
        if let operations, operations < 0 { throw ValidationError("operations must not be negative, got \(operations)") }
        if noWait, operations == nil || subjects != ["waypoint"] {
            throw ValidationError("--no-wait counts operations of one subject: use it with --operations K --subjects waypoint")
        }
    }

    func run() throws {
        let sizes = sizes.sorted()
        var sampling = options.sampling
        sampling.fixedOperations = operations
        let json = options.json
        let subjects = Set(subjects)
        Task { @MainActor in
            do {
                let rows = try await HubBenchmark(sampling: sampling, subjects: subjects, noWait: noWait).run(sizes: sizes)
                if json {
                    try Report.printJSON(rows)
                } else {
                    Report.printTable(rows)
                    if let first = rows.first(where: { $0.subject == "waypoint" }),
                        let last = rows.last(where: { $0.subject == "waypoint" }), first.nsPerOp > 0
                    {
                        print("\nstart → started costs \(Report.format(last.nsPerOp / first.nsPerOp, digits: 2))× as much at \(last.n) routes as at \(first.n).")
                    }
                    var startedRatios: [Double] = []
                    for hub in rows where hub.subject == "waypoint" {
                        guard let direct = rows.first(where: { $0.subject == "flow-only" && $0.n == hub.n }),
                            let hubCPU = hub.mainThreadCPUNsPerOp, let directCPU = direct.mainThreadCPUNsPerOp, directCPU > 0
                        else { continue }
                        var started = ""
                        if let hubStarted = hub.toStartedNsPerOp, let directStarted = direct.toStartedNsPerOp, directStarted > 0 {
                            startedRatios.append(hubStarted / directStarted)
                            started = "\(Report.format(hubStarted / directStarted, digits: 2))× a direct launch until started (wall clock), "
                        }
                        print("""
                            at \(hub.n) routes the hub costs \(started)\(Report.format(hub.nsPerOp / direct.nsPerOp, digits: 2))× \
                            until the waiting task resumed (wall clock), \(Report.format(hubCPU / directCPU, digits: 2))× (main-thread CPU)
                            """)
                    }
                    if !startedRatios.isEmpty {
                        let met = startedRatios.allSatisfy { $0 <= 1.5 }
                        print("goal (within 1.5× a direct launch until started, at every size, on medians): \(met ? "met" : "not met")")
                    }
                }
                Foundation.exit(0)
            } catch {
                FileHandle.standardError.write(Data("error: \(error)\n".utf8))
                Foundation.exit(1)
            }
        }
        // The main run loop serves the main queue on the main thread, as in an app: main-actor
        // work runs on one thread, whose CPU time the suite can read.
        RunLoop.main.run()
    }
}

@MainActor private struct HubBenchmark {
    let sampling: Sampling
    let subjects: Set<String>
    var noWait = false
    private let clock = ContinuousClock()

    /// One operation: starts a flow and returns once its first screen shows, handing back the
    /// clean-up (not timed).
    typealias Operation = @MainActor (Int) async -> () -> Void

    func run(sizes: [Int]) async throws -> [Measurement] {
        guard Thread.isMainThread else { throw BenchmarkFailure("the main actor does not run on the main thread") }
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

            if noWait, let count = sampling.fixedOperations {
                for index in 0..<count { hub.start(url: urls[index % urls.count]).cancel() }
                rows.append(Measurement(
                    suite: "hub", subject: "waypoint", n: n, nsPerOp: 0, fastestNsPerOp: 0, bytesPerRoute: nil,
                    ratioToReference: nil, ratioToSmallestN: nil, buildMilliseconds: buildMilliseconds, runs: 0, opsPerRun: count))
                continue
            }
            var measured: [(subject: String, operation: Operation)] = []
            if subjects.contains("waypoint") {
                measured.append(("waypoint", { index in
                    let session = hub.start(url: urls[index % urls.count])
                    let subscription = await Self.started(session)
                    return {
                        session.cancel()
                        subscription.cancel()
                    }
                }))
            }
            if subjects.contains("flow-only") {
                measured.append(("flow-only", { index in
                    let flow = BenchFlow(navigator: navigator, id: FlowID("direct\(index)"))
                    await flow.launch()
                    return { flow.cancel() }
                }))
            }
            let results = await measure(measured.map(\.operation))
            for (subject, result) in zip(measured.map(\.subject), results) {
                let reference = subject == "waypoint" ? nil : rows.last { $0.subject == "waypoint" && $0.n == n }
                rows.append(Measurement(
                    suite: "hub", subject: subject, n: n, nsPerOp: result.wall, fastestNsPerOp: result.fastestWall,
                    bytesPerRoute: nil, ratioToReference: reference.flatMap { $0.nsPerOp > 0 ? result.wall / $0.nsPerOp : nil }, ratioToSmallestN: nil,
                    buildMilliseconds: subject == "waypoint" ? buildMilliseconds : 0, mainThreadCPUNsPerOp: result.mainThreadCPU,
                    toStartedNsPerOp: result.toStarted,
                    runs: sampling.runs, opsPerRun: result.operations))
            }
            guard hub.activeSessions.isEmpty else { throw BenchmarkFailure("sessions left running at n = \(n)") }
        }
        // No ratios for counted (untimed) rows: 0 / 0 is not a number, and JSON has none.
        for index in rows.indices {
            let smallest = rows.first { $0.subject == rows[index].subject }!
            rows[index].ratioToSmallestN = smallest.nsPerOp > 0 ? rows[index].nsPerOp / smallest.nsPerOp : nil
        }
        return rows
    }

    /// What one subject measured: nanoseconds per operation.
    struct Result {
        /// The median run's wall clock, and the fastest run's.
        var wall, fastestWall: Double
        /// The median run's CPU time of the main thread (where all main-actor work runs).
        var mainThreadCPU: Double
        /// The median run's wall clock until the flow had started.
        var toStarted: Double
        var operations: Int
    }

    /// Measures every operation over `sampling.runs` runs each, alternating them run by run so
    /// that the machine's changing state (load, frequency, idle cores) reaches all of them alike.
    /// Only the time until an operation returns is counted; the clean-up it hands back
    /// (cancelling) is not.
    private func measure(_ operations: [Operation]) async -> [Result] {
        if let fixed = sampling.fixedOperations {
            for operation in operations { _ = await timedRun(fixed, operation) }
            return operations.map { _ in Result(wall: 0, fastestWall: 0, mainThreadCPU: 0, toStarted: 0, operations: fixed) }
        }
        var counts: [Int] = []
        for operation in operations {
            // The first operations pay one-time costs (metadata, first allocations): not timed,
            // or the calibration would settle on a handful of operations per run.
            _ = await timedRun(8, operation)
            var count = 8
            var warmUp = Duration.zero
            while true {
                warmUp = await timedRun(count, operation).wall
                if warmUp * 10 >= sampling.targetRunDuration || count >= sampling.maximumOperationsPerRun { break }
                count *= 4
            }
            let perOperation = Self.nanoseconds(warmUp) / Double(count)
            counts.append(min(
                sampling.maximumOperationsPerRun,
                max(16, Int(Self.nanoseconds(sampling.targetRunDuration) / max(perOperation, 1)))))
        }
        var samples = operations.map { _ in [(wall: Double, cpu: Double, started: Double)]() }
        for _ in 0..<sampling.runs {
            for index in operations.indices {
                let (wall, cpu, started) = await timedRun(counts[index], operations[index])
                let count = Double(counts[index])
                samples[index].append((Self.nanoseconds(wall) / count, cpu / count, Self.nanoseconds(started) / count))
            }
        }
        return samples.indices.map { index in
            let walls = samples[index].map(\.wall).sorted()
            let cpus = samples[index].map(\.cpu).sorted()
            let starts = samples[index].map(\.started).sorted()
            return Result(
                wall: walls[walls.count / 2], fastestWall: walls[0], mainThreadCPU: cpus[cpus.count / 2],
                toStarted: starts[starts.count / 2], operations: counts[index])
        }
    }

    /// Runs `operations` operations; returns their total wall clock (until each waiting task
    /// resumed, and until each flow had started) and main-thread CPU nanoseconds.
    private func timedRun(_ operations: Int, _ operation: Operation) async -> (wall: Duration, cpu: Double, started: Duration) {
        var total = Duration.zero
        var started = Duration.zero
        var cpu = 0.0
        for index in 0..<operations {
            StartedMoment.at = nil
            let cpuStart = ThreadCPUClock.nanoseconds()
            let start = clock.now
            let cleanUp = await operation(index)
            let end = clock.now
            total += start.duration(to: end)
            cpu += ThreadCPUClock.nanoseconds() - cpuStart
            // Every operation starts its flow before it returns; a missing moment would be a bug
            // of the suite, counted as the whole operation rather than hidden.
            started += start.duration(to: StartedMoment.at ?? end)
            cleanUp()
            await Task.yield()
        }
        return (total, cpu, started)
    }

    /// Returns once `session` has started (or ended), resumed on the main actor: no
    /// `Task.yield()`, which on this toolchain goes through the global pool. At `started` the
    /// session's callback hands the continuation to the flow, which resumes it once its push
    /// returned and it took the moment (so the hub's work after telling the caller, inside the
    /// push, counts as well); an end resumes it at once. The returned subscription must be kept
    /// until the session is cancelled (dropping it cancels the session).
    private static func started(_ session: RoutingSession) async -> RoutingSubscription {
        var subscription: RoutingSubscription?
        await withUnsafeContinuation { (continuation: UnsafeContinuation<Void, Never>) in
            var waiting: UnsafeContinuation<Void, Never>? = continuation
            subscription = session.subscribe(onState: { state in
                guard let resumed = waiting else { return }
                switch state {
                case .preparing:
                    return
                case .started:
                    waiting = nil
                    StartedMoment.waiting = resumed
                case .produced, .completed, .failed:
                    waiting = nil
                    resumed.resume()
                }
            })
        }
        return subscription!
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
        // The flow has started: its screen is on display and, under the hub, the session and
        // its caller heard `started` while the push reported it. The same moment, taken by the
        // same code, in both subjects; only then is a waiting hub operation resumed.
        StartedMoment.at = ContinuousClock.now
        if let waiting = StartedMoment.waiting {
            StartedMoment.waiting = nil
            waiting.resume()
        }
    }
}

/// When the operation under measurement had its flow started, before anything woke the task
/// waiting for it; and that task, for a hub operation, until then.
@MainActor private enum StartedMoment {
    static var at: ContinuousClock.Instant?
    static var waiting: UnsafeContinuation<Void, Never>?
}
