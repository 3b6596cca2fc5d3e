import ArgumentParser

/// Route matching from URL strings: Waypoint's `RouteTable` against vapor/routing-kit's
/// `TrieRouter` and a linear scan of closures, on generated tables of 10 to 10,000 routes.
struct RoutesSuite: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "routes",
        abstract: "Match URL strings against tables of 10 to 10,000 routes: waypoint, routing-kit, linear scan."
    )

    @OptionGroup var options: SuiteOptions

    @Option(name: .customLong("n"), parsing: .upToNextOption, help: "Table sizes to measure.")
    var sizes: [Int] = [10, 100, 1_000, 10_000]

    @Option(parsing: .upToNextOption, help: "Subjects to measure (for profiling one of them): waypoint, routing-kit, linear-scan.")
    var subjects: [String] = RoutesBenchmark.subjectNames

    @Option(
        help: """
            Run exactly this many operations per row, untimed (ns/op is then 0): for counting \
            instructions with valgrind --tool=callgrind, e.g. the difference between --operations 4000 and 0.
            """)
    var operations: Int?

    @Option(help: "Builds of each table to time, the subjects alternating (the median is reported; 5 by default, 1 with --quick).")
    var builds: Int?

    /// The options' sampling, with `--operations` and `--builds` applied.
    private var sampling: Sampling {
        var sampling = options.sampling
        sampling.fixedOperations = operations
        if let builds { sampling.builds = builds }
        return sampling
    }

    func validate() throws {
        if let operations, operations < 0 { throw ValidationError("operations must not be negative, got \(operations)") }
        if let builds, builds < 1 { throw ValidationError("builds must be at least 1, got \(builds)") }
        if let unknown = subjects.first(where: { !RoutesBenchmark.subjectNames.contains($0) }) {
            throw ValidationError("unknown subject `\(unknown)`; expected one of \(RoutesBenchmark.subjectNames.joined(separator: ", "))")
        }
        guard sizes.allSatisfy({ $0 >= 10 && $0.isMultiple(of: 10) }) else {
            throw ValidationError("every table size must be a positive multiple of 10, got \(sizes)")
        }
    }

    func run() throws {
        let benchmark = RoutesBenchmark(sizes: sizes.sorted(), subjects: Set(subjects), sampling: sampling)
        let measurements = try benchmark.run()
        if options.json {
            try Report.printJSON(measurements)
        } else {
            Report.printTable(measurements)
            print()
            RoutesVerdict(measurements: measurements, isQuick: options.quick || operations != nil).printSummary()
        }
    }
}
