import ArgumentParser

/// The benchmark executable: one subcommand per suite, listed in ``BenchmarkSuites``.
@main
struct WaypointBenchmarks: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "waypoint-benchmarks",
        abstract: "Waypoint's benchmarks, one subcommand per suite, each compared with a peer or a baseline.",
        discussion: """
            Build in release mode: swift run -c release --package-path Benchmarks waypoint-benchmarks routes
            """,
        subcommands: BenchmarkSuites.all + [ListSuites.self]
    )
}

/// Prints the name of every suite, one per line, so scripts can run them all.
struct ListSuites: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "suites",
        abstract: "Print the name of every suite, one per line."
    )

    func run() {
        for suite in BenchmarkSuites.all {
            print(suite._commandName)
        }
    }
}
