/// What the demo prints, kept so tests can compare it with the golden transcript.
@MainActor
final class Transcript {
    private(set) var lines: [String] = []
    private let echo: (String) -> Void

    init(echo: @escaping (String) -> Void) {
        self.echo = echo
    }

    func say(_ text: String) {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines.append(String(line))
            echo(String(line))
        }
    }

    func scene(_ number: Int, _ title: String) {
        say("")
        say("── \(number). \(title) " + String(repeating: "─", count: max(3, 72 - title.count)))
    }

    var text: String { lines.joined(separator: "\n") + "\n" }
}
