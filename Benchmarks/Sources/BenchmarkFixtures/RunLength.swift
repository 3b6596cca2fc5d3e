/// How long each benchmark runs: package-benchmark's defaults for a real run, a few iterations
/// for the CI smoke run (`WAYPOINT_BENCHMARK_QUICK=1` in the environment, which the plugin passes
/// on to the benchmark executables). A smoke run proves the suites build, check their subjects
/// and run; its figures mean nothing.
package enum RunLength {
    /// Whether the environment asks for a smoke run.
    package static var isQuick: Bool {
        environment("WAYPOINT_BENCHMARK_QUICK") == "1"
    }

    /// The longest one benchmark may run (package-benchmark stops at whichever limit comes first).
    package static var maxDuration: Duration {
        isQuick ? .milliseconds(50) : .seconds(2)
    }

    /// The most iterations one benchmark may run.
    package static var maxIterations: Int {
        isQuick ? 5 : 10_000
    }

    /// URLs in a routes workload: a power of two, so that an operation picks its URL with a mask.
    package static var workloadSize: Int {
        isQuick ? 512 : 4_096
    }
}
