import ArgumentParser
import WaypointManifest

/// `waypoint routes match MANIFEST URL...`: the route each URL reaches, with typed values, or
/// the typed error with suggestions.
struct RoutesMatch: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "match",
        abstract: "Match URLs against the manifest's table; exit 0 if every URL matched, 1 otherwise."
    )

    @OptionGroup var manifest: ManifestArgument

    @Argument(help: "URLs to match, e.g. nuapp://card/<uuid>/block?reason=lost.")
    var urls: [String]

    @Flag(help: "Print one JSON object per URL, one per line.")
    var json = false

    func validate() throws {
        guard !urls.isEmpty else { throw ValidationError("give at least one URL to match") }
    }

    func run() throws {
        let loaded = try manifest.loadEveryRoute()
        let table: RouteTableHandle
        do {
            table = RouteTableHandle(table: try loaded.table(), types: loaded.types)
        } catch {
            Console.error(error.description)
            throw ExitCode(2)
        }
        var allMatched = true
        for (position, url) in urls.enumerated() {
            let outcome = MatchOutcome(url: url, in: table)
            allMatched = allMatched && outcome.matched
            if json {
                Console.write(json: outcome.json)
            } else {
                Console.write((position > 0 ? [""] : []) + outcome.text)
            }
        }
        if !allMatched { throw ExitCode(1) }
    }
}
