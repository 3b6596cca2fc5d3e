@_spi(Inspection) @_spi(Tooling) import Waypoint

/// `waypoint routes explain --corpus FILE`: real links replayed through the hub's dry run, and
/// what became of them — how many would open, which were refused and why, which reach no route
/// (with the nearest one).
///
/// The file holds one URL a line, optionally followed by spaces and the request's source
/// (`nuapp://accounts/42 pushNotification`); the command's `--source` is used otherwise. Blank
/// lines and lines starting with `#` are skipped.
///
/// ```text
/// # last month's push campaign
/// nuapp://accounts/42 pushNotification
/// https://bank.example/invest/products/7 universalLink
/// ```
struct CorpusReplay {
    /// One link of the corpus: where it is, the URL and the source it came from.
    struct Link {
        var line: Int
        var url: String
        var source: RequestSource
    }

    /// A line whose source is not a known one.
    struct BadLine: Error {
        var line: Int
        var source: String
    }

    private(set) var opened = 0
    private(set) var refused: [String: Int] = [:]
    private(set) var unknown = 0
    private(set) var lines: [String] = []

    /// The corpus's links.
    ///
    /// - Throws: ``BadLine`` for a line whose source is not a built-in one.
    static func links(in text: String, defaultSource: RequestSource) throws(BadLine) -> [Link] {
        var links: [Link] = []
        for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let words = raw.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
            guard let url = words.first, !url.hasPrefix("#") else { continue }
            var source = defaultSource
            if words.count > 1 {
                guard let named = RequestSource(rawValue: String(words[1])) else { throw BadLine(line: offset + 1, source: String(words[1])) }
                source = named
            }
            links.append(Link(line: offset + 1, url: String(url), source: source))
        }
        return links
    }

    /// Records what the plan of `link` says: it opens (now, after a login or in another
    /// window), is refused (by kind), or reaches no route.
    mutating func record(_ plan: RoutingPlan, for link: Link) {
        let head = "line \(link.line): \(link.url) (\(link.source.rawValue))"
        switch plan.outcome {
        case .start(let route, _):
            opened += 1
            lines.append("open     \(head) → \(route)")
        case .park(let condition, _):
            opened += 1
            lines.append("open     \(head) → \(plan.route ?? "?") once \(condition)")
        case .waitForNavigator, .waitForScene:
            opened += 1
            lines.append("open     \(head) → \(plan.route ?? "?")")
        case .fail(let error) where error.kind == .unknownRoute:
            unknown += 1
            let nearest = error.suggestions.first.map { "; nearest `\($0)`" } ?? ""
            lines.append("unknown  \(head)\(nearest)")
        case .fail(let error):
            refused[error.kind.description, default: 0] += 1
            lines.append("refused  \(head): \(error.kind.description): \(error.reason)")
        }
    }

    /// `12 links: 9 open, 2 refused (1 forbiddenSource, 1 invalidParameter), 1 unknown`.
    var summary: String {
        let refusedCount = refused.values.reduce(0, +)
        let reasons = refused.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
        return "\(opened + refusedCount + unknown) links: \(opened) open, \(refusedCount) refused"
            + (reasons.isEmpty ? "" : " (\(reasons))") + ", \(unknown) unknown"
    }

    var allOpen: Bool { refused.isEmpty && unknown == 0 }
}
