import ArgumentParser
import WaypointManifest

/// `waypoint routes lint MANIFEST`: invalid patterns, conflicts, shadowed routes, constraints
/// and URL configuration.
struct RoutesLint: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Report invalid patterns, conflicts, shadowed routes, invalid constraints, schemes and hosts; exit 1 on any error."
    )

    @OptionGroup var manifest: ManifestArgument

    func run() throws {
        let report = LintReport(try manifest.load())
        Console.write(report.lines)
        if report.errors > 0 { throw ExitCode(1) }
    }
}
