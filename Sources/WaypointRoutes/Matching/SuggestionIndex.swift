/// Finds the registered patterns nearest to a path, for "did you mean" in errors.
///
/// A pattern is compared with the path segment by segment: parameters and wildcards accept any
/// segment, a catch-all the rest, equal constants match. The first segment that does not match
/// decides: its edit distance (a swap of two neighbours costs 1; a missing or extra segment
/// costs its length plus one) must be at most `max(2, length / 3)`, or the pattern is too far to
/// suggest. Candidates rank by that distance, then by how many segments matched before it, then
/// by the cost of the segments after it. Only computed when an error's suggestions are read.
final class SuggestionIndex: Sendable {
    /// The routes; their patterns are only formatted when an error's suggestions are read.
    private let routes: [Route]
    private let caseInsensitive: Bool

    init(routes: [Route], caseInsensitive: Bool) {
        self.routes = routes
        self.caseInsensitive = caseInsensitive
    }

    private struct Closeness: Comparable {
        /// Edit distance of the first segment that does not match (0 when all match).
        var first = 0
        /// Segments matched before it.
        var depth = 0
        /// Cost of the segments after it.
        var rest = 0

        static func < (lhs: Self, rhs: Self) -> Bool {
            (lhs.first, rhs.depth, lhs.rest) < (rhs.first, lhs.depth, rhs.rest)
        }
    }

    func suggestions(forPath url: String, range: Range<Int>, limit: Int = 3) -> [String] {
        let bytes = Array(url.utf8)
        guard range.lowerBound >= 0, range.upperBound <= bytes.count else { return [] }
        let path = range.isEmpty ? [] : bytes[range].split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
            .prefix(32).map { caseInsensitive ? $0.map { SegmentHash.fold($0, true) } : Array($0) }
        var scored: [(closeness: Closeness, text: String)] = []
        var seen: Set<String> = []
        for route in routes {
            guard let closeness = closeness(path, route.pattern.segments) else { continue }
            let text = route.pattern.description
            if seen.insert(text).inserted { scored.append((closeness, text)) }
        }
        guard let best = scored.map(\.closeness).min() else { return [] }
        return scored.filter { $0.closeness.depth == best.depth && $0.closeness.first <= best.first + 1 }
            .sortedByPosition { ($0.closeness, $0.text) < ($1.closeness, $1.text) }.prefix(limit).map(\.text)
    }

    /// How close `pattern` is to `path`, or nil when its first differing segment is too far.
    private func closeness(_ path: [[UInt8]], _ pattern: [RoutePattern.Segment]) -> Closeness? {
        var result = Closeness()
        var differed = false
        func record(_ cost: Int, length: Int) -> Bool {
            if differed {
                result.rest += cost
                return true
            }
            differed = true
            result.first = cost
            return cost <= max(2, length / 3)
        }
        for position in 0..<max(path.count, pattern.count) {
            guard position < pattern.count else {
                guard record(path[position].count + 1, length: path[position].count) else { return nil }
                continue
            }
            let segment = position < path.count ? path[position] : nil
            switch pattern[position] {
            case .catchAll:
                return result
            case .parameter, .wildcard:
                if segment == nil {
                    if differed { result.rest += 1 } else { differed = true; result.first = 1 }
                } else if !differed {
                    result.depth += 1
                }
            case .constant(let text):
                let key = text.utf8.map { SegmentHash.fold($0, caseInsensitive) }
                guard let segment else {
                    guard record(key.count + 1, length: key.count) else { return nil }
                    continue
                }
                if key == segment {
                    if !differed { result.depth += 1 }
                } else if !record(EditDistance.between(key, segment), length: key.count) {
                    return nil
                }
            }
        }
        return result
    }
}
