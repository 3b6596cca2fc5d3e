import ArgumentParser

/// Deep-link reconciliation: planning a link against the state on display (keep the longest
/// match, build the rest) versus a naive rebuild of every screen, at link depths 10 and 100.
struct DeepLinksSuite: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "deeplinks",
        abstract: "Open deep links at depths 10 and 100: waypoint's reconciliation against a naive rebuild (time and host steps)."
    )

    @OptionGroup var options: SuiteOptions

    @Option(name: .customLong("n"), parsing: .upToNextOption, help: "Link depths to measure.")
    var depths: [Int] = [10, 100]

    @Option(parsing: .upToNextOption, help: "Subjects to measure (for profiling one of them): waypoint, rebuild.")
    var subjects: [String] = DeepLinksBenchmark.subjectNames

    @Option(
        help: """
            Run exactly this many operations per row, untimed (ns/op is then 0): for counting \
            instructions with valgrind --tool=callgrind, e.g. the difference between --operations 4000 and 0.
            """)
    var operations: Int?

    /// The options' sampling, with `--operations` applied.
    private var sampling: Sampling {
        var sampling = options.sampling
        sampling.fixedOperations = operations
        return sampling
    }

    func validate() throws {
        if let unknown = subjects.first(where: { !DeepLinksBenchmark.subjectNames.contains($0) }) {
            throw ValidationError("unknown subject `\(unknown)`; expected waypoint or rebuild")
        }
        if let operations, operations < 0 { throw ValidationError("operations must not be negative, got \(operations)") }
        guard depths.allSatisfy({ $0 >= 2 }) else {
            throw ValidationError("every depth must be at least 2, got \(depths)")
        }
    }

    func run() throws {
        let rows = try DeepLinksBenchmark(depths: depths.sorted(), sampling: sampling, subjects: Set(subjects)).run()
        if options.json {
            try DeepLinksReport.printJSON(rows)
        } else {
            DeepLinksReport.printTable(rows)
        }
    }
}
