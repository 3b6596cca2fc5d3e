import ArgumentParser

/// The `waypoint` command-line tool.
@main
struct WaypointCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "waypoint",
        abstract: "Work with Waypoint route tables kept as JSON manifests.",
        subcommands: [RoutesCommand.self]
    )
}
