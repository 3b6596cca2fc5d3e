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

    func validate() throws {
        guard depths.allSatisfy({ $0 >= 2 }) else {
            throw ValidationError("every depth must be at least 2, got \(depths)")
        }
    }

    func run() throws {
        let rows = try DeepLinksBenchmark(depths: depths.sorted(), sampling: options.sampling).run()
        if options.json {
            try DeepLinksReport.printJSON(rows)
        } else {
            DeepLinksReport.printTable(rows)
        }
    }
}
