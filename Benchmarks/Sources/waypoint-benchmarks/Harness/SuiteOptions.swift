import ArgumentParser

/// The options every suite accepts.
struct SuiteOptions: ParsableArguments {
    @Flag(help: "Print exactly one JSON array of results on standard output, nothing else.")
    var json = false

    @Flag(help: "Tiny iterations: a smoke run for CI, no meaningful timings.")
    var quick = false

    /// How long to measure, derived from `--quick`.
    var sampling: Sampling {
        quick ? .quick : .full
    }
}
