/// One result row: a subject measured at one size. Encoded with snake-case keys for scripts.
struct Measurement: Encodable, Sendable {
    var suite: String
    var subject: String
    var n: Int
    /// The median over the runs.
    var nsPerOp: Double
    /// The fastest run: on a busy machine, the one least disturbed by other processes.
    var fastestNsPerOp: Double
    /// Bytes the subject's table keeps allocated, divided by `n` (nil where not measured).
    var bytesPerRoute: Double?
    /// Bytes the app's own declarations of the routes keep (Waypoint's `Route` values), divided
    /// by `n`; nil where the declarations are the generated list itself. Not in the JSON.
    var declarationBytesPerRoute: Double? = nil
    /// This subject's ns/op divided by the reference subject's at the same `n` (nil for the reference).
    var ratioToReference: Double?
    /// This subject's ns/op divided by its own ns/op at the smallest `n`.
    var ratioToSmallestN: Double?
    /// Milliseconds to build the subject's table from the route list (registration cost).
    var buildMilliseconds: Double
    /// CPU time of the main thread per operation, median run (nil where not measured): the
    /// work done, without the time spent waiting for other threads to wake up.
    var mainThreadCPUNsPerOp: Double? = nil
    /// Wall clock per operation until the flow had started, median run (nil where not
    /// measured): the operation without the time its waiting task takes to wake up.
    var toStartedNsPerOp: Double? = nil
    var runs: Int
    var opsPerRun: Int

    enum CodingKeys: String, CodingKey {
        case suite, subject, n
        case nsPerOp = "ns_per_op"
        case fastestNsPerOp = "fastest_ns_per_op"
        case bytesPerRoute = "bytes_per_route"
        case ratioToReference = "ratio_to_waypoint"
        case ratioToSmallestN = "ratio_to_smallest_n"
        case buildMilliseconds = "build_ms"
        case mainThreadCPUNsPerOp = "main_thread_cpu_ns_per_op"
        case toStartedNsPerOp = "to_started_ns_per_op"
        case runs
        case opsPerRun = "ops_per_run"
    }
}
