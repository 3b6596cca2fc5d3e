import ArgumentParser
import WaypointManifest

/// `waypoint routes …`: the route-table subcommands. A new subcommand is one new file in this
/// folder plus its entry in `subcommands`.
struct RoutesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "routes",
        abstract: "Lint, list, match, explain and diff the routes of JSON route manifests.",
        subcommands: [RoutesLint.self, RoutesMatch.self, RoutesList.self, RoutesExplain.self, RoutesDiff.self, RoutesAASA.self]
    )
}

/// The manifest argument every `routes` subcommand takes.
struct ManifestArgument: ParsableArguments {
    @Argument(help: "A JSON route manifest, e.g. Examples/bank-routes.json.")
    var manifest: String

    /// Loads the manifest, or prints why it cannot be used and exits with status 2.
    func load() throws -> LoadedManifest {
        try Self.load(manifest)
    }

    /// Loads the manifest at `path`, or prints why it cannot be used and exits with status 2.
    static func load(_ path: String) throws -> LoadedManifest {
        do {
            return try LoadedManifest(contentsOf: path)
        } catch {
            Console.error(error.description)
            throw ExitCode(2)
        }
    }

    /// Loads the manifest and refuses it, with status 2, when an entry could not become a route:
    /// for `match` and `explain`, a URL that would have reached it must not be reported as
    /// reaching nothing. Every such entry is printed, with its place and the pattern's caret.
    func loadEveryRoute() throws -> LoadedManifest {
        try Self.loadEveryRoute(manifest)
    }

    /// ``loadEveryRoute()`` for the manifest at `path` (a command that reads two).
    static func loadEveryRoute(_ path: String) throws -> LoadedManifest {
        let loaded = try load(path)
        try Self.refuseInvalidRoutes(of: loaded)
        return loaded
    }

    /// Prints each entry of `loaded` that could not become a route and exits with status 2; does
    /// nothing when there is none.
    static func refuseInvalidRoutes(of loaded: LoadedManifest) throws {
        guard !loaded.invalidRoutes.isEmpty else { return }
        for invalid in loaded.invalidRoutes {
            let text = PatternErrorText(invalid.error)
            let error = ManifestError.problem(
                in: loaded.file, at: invalid.location, position: invalid.position, route: invalid.name, text.sentence)
            Console.error(error.description, text.diagram)
        }
        throw ExitCode(2)
    }
}
