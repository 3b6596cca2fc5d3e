import ArgumentParser
import WaypointManifest

/// `waypoint routes lint MANIFEST`: invalid patterns, conflicts and shadowed routes.
struct RoutesLint: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Report invalid patterns, conflicts and shadowed routes; exit 1 if there is any error."
    )

    @OptionGroup var manifest: ManifestArgument

    func run() throws {
        let report = LintReport(try manifest.load())
        Console.write(report.lines)
        if report.errors > 0 { throw ExitCode(1) }
    }
}
