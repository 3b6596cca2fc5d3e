import ArgumentParser
import WaypointManifest

/// `waypoint routes list MANIFEST`: the table, sorted, with owners and parameter types.
struct RoutesList: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Print the routes sorted by pattern (or by owner), with owners and parameter types.",
        discussion: "Exits 2, after listing the routes that loaded, when an entry could not become a route."
    )

    @OptionGroup var manifest: ManifestArgument

    @Flag(help: "Group by owner module, then sort by pattern.")
    var byOwner = false

    func run() throws {
        let loaded = try manifest.load()
        Console.write(ListReport(loaded, byOwner: byOwner).lines)
        try ManifestArgument.refuseInvalidRoutes(of: loaded)
    }
}
