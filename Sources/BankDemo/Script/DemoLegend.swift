/// The lines before scene 1: what the demo is and how to read its output.
@MainActor
enum DemoLegend {
    /// How to read a line, one line per kind; `--help` prints the same.
    static let reading = [
        "how to read it:",
        "  `hub  session 3 (url): …`  the routing hub's decisions on request 3; `why:` says why a request waits",
        "  `app  …`                    the app coordinator choosing the root flow for the app's state",
        "  `host …`                    the steps the platform was asked to take; `#7` is a screen",
        "  `  │ …`                     the screens on display, each with the flow that owns it",
        "  `✗ …`                       why the hub refused a request",
        "  `⇒ …`                       what the scene ended with",
    ]

    static func write(to out: Transcript) {
        out.say("Waypoint demo bank — every screen is one value; the in-memory host has UIKit's rules.", .headline)
        out.say(reading.joined(separator: "\n"), .headline)
    }
}
