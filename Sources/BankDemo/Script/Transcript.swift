/// What the demo prints, kept so tests can compare it with the golden transcript.
///
/// Every line has a ``Kind``: `--quiet` echoes only headlines and outcomes, and the scenes a
/// `--scene N` run plays first as its set-up are muted (neither echoed nor kept).
///
/// ```swift
/// let out = Transcript(echo: { print($0) }, quiet: true)
/// out.say("open nuapp://transfer from in-app")        // kept, not echoed
/// out.outcome("the transfer sheet is on screen")        // kept and echoed
/// ```
@MainActor
final class Transcript {
    /// What a line is for, which decides whether `--quiet` prints it.
    enum Kind {
        /// The demo's title and legend, and each scene's heading and design.
        case headline
        /// What a scene ended with, one line.
        case outcome
        /// Everything in between: requests, the hub's and the app's decisions, host steps, trees.
        case detail
    }

    private(set) var lines: [String] = []
    private let echo: (String) -> Void
    private let quiet: Bool
    /// While `true`, nothing is kept or echoed (the set-up scenes of a `--scene N` run).
    var isMuted = false

    init(echo: @escaping (String) -> Void, quiet: Bool = false) {
        self.echo = echo
        self.quiet = quiet
    }

    func say(_ text: String, _ kind: Kind = .detail) {
        guard !isMuted else { return }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines.append(String(line))
            if !quiet || kind != .detail { echo(String(line)) }
        }
    }

    /// A scene's heading: a blank line, its number and title in a rule, and the design it shows.
    func heading(_ scene: DemoScene) {
        say("", .headline)
        let title = "\(scene.number). \(scene.title)"
        say("── \(title) " + String(repeating: "─", count: max(3, 75 - title.count)), .headline)
        say("   design: " + scene.designs.map(\.name).joined(separator: ", "), .headline)
    }

    /// The scene's outcome, marked so it stands out in the full transcript.
    func outcome(_ text: String) {
        say("⇒ " + text, .outcome)
    }

    var text: String { lines.joined(separator: "\n") + "\n" }
}
