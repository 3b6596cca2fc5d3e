import ArgumentParser
import WaypointManifest

/// `waypoint routes …`: the route-table subcommands. A new subcommand is one new file in this
/// folder plus its entry in `subcommands`.
struct RoutesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "routes",
        abstract: "Lint, list and match the routes of a JSON route manifest.",
        subcommands: [RoutesLint.self, RoutesMatch.self, RoutesList.self, RoutesExplain.self]
    )
}

/// The manifest argument every `routes` subcommand takes.
struct ManifestArgument: ParsableArguments {
    @Argument(help: "A JSON route manifest, e.g. Examples/bank-routes.json.")
    var manifest: String

    /// Loads the manifest, or prints why it cannot be used and exits with status 2.
    func load() throws -> LoadedManifest {
        do {
            return try LoadedManifest(contentsOf: manifest)
        } catch {
            Console.error(error.description)
            throw ExitCode(2)
        }
    }
}
