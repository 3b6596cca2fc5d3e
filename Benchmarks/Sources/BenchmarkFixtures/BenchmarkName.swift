/// The name of one benchmark, `SUBJECT SCENARIO n=N`: who is measured, doing what, at which
/// size. The suites name their benchmarks with it and the report reads the names back, so that a
/// figure can be put beside its peer (same scenario and `n`, another subject) and beside its
/// own figure at the smallest `n`.
///
/// ```swift
/// BenchmarkName(subject: "routing-kit", scenario: "match", n: 10_000).description
/// // "routing-kit match n=10000"
/// BenchmarkName(parsing: "waypoint stack n=1000")?.n   // 1000
/// ```
package struct BenchmarkName: Hashable, Sendable, CustomStringConvertible {
    /// The router, strategy or launch path measured: `waypoint`, `routing-kit`, `rebuild`, …
    package var subject: String
    /// What it does, one word: `match`, `build`, `stack`, `modals`, `start`, `open`, `run`.
    package var scenario: String
    /// The size: routes in the table, screens on the stack, screens in the link.
    package var n: Int

    package init(subject: String, scenario: String, n: Int) {
        precondition(!subject.contains(" ") && !scenario.contains(" "), "benchmark name parts are single words")
        self.subject = subject
        self.scenario = scenario
        self.n = n
    }

    /// Reads a name written by ``description``; `nil` for any other text.
    package init?(parsing text: some StringProtocol) {
        let words = text.split(separator: " ")
        guard words.count == 3, words[2].hasPrefix("n="), let n = Int(words[2].dropFirst(2)) else { return nil }
        self.init(subject: String(words[0]), scenario: String(words[1]), n: n)
    }

    package var description: String { "\(subject) \(scenario) n=\(n)" }
}
