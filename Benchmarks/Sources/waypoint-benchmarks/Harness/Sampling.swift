/// How many timed runs to make and how long each one should last.
struct Sampling: Sendable {
    /// Timed runs per measurement; the median is reported.
    var runs: Int
    /// The wall-clock time one run should last; the number of operations is calibrated to it.
    var targetRunDuration: Duration
    /// Upper bound on the operations of one run.
    var maximumOperationsPerRun: Int
    /// How many distinct inputs a workload holds: a power of two, so that an operation picks
    /// its input with a mask (a division per operation would be timed with every subject).
    var workloadSize: Int
    /// How many times a table is built (the build time reported is the median).
    var builds = 1
    /// When set, exactly this many operations run once, untimed (ns/op is then 0): for counting
    /// instructions with valgrind's callgrind (the difference between two counts).
    var fixedOperations: Int? = nil

    static let full = Sampling(
        runs: 15, targetRunDuration: .milliseconds(20), maximumOperationsPerRun: 1_000_000, workloadSize: 4_096, builds: 5)
    static let quick = Sampling(runs: 2, targetRunDuration: .microseconds(500), maximumOperationsPerRun: 2_000, workloadSize: 512)
}
