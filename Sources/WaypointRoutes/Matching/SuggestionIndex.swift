/// Finds the registered patterns nearest to a path, for "did you mean" in errors.
///
/// Distance aligns the path's segments with a pattern's: parameters and wildcards accept any
/// segment, a catch-all any rest, a constant costs its normalised edit distance, and a missing
/// or extra segment costs 1. Patterns within half a segment of the best are kept (at most
/// three). Only computed when an error's suggestions are read.
final class SuggestionIndex: Sendable {
    /// The routes; their patterns are only formatted when an error's suggestions are read.
    private let routes: [Route]
    private let caseInsensitive: Bool

    init(routes: [Route], caseInsensitive: Bool) {
        self.routes = routes
        self.caseInsensitive = caseInsensitive
    }

    func suggestions(forPath url: String, range: Range<Int>, limit: Int = 3) -> [String] {
        let bytes = Array(url.utf8)
        guard range.lowerBound >= 0, range.upperBound <= bytes.count else { return [] }
        let path = range.isEmpty ? [] : bytes[range].split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
            .prefix(32).map { caseInsensitive ? $0.map { SegmentHash.fold($0, true) } : Array($0) }
        let threshold = max(1.0, Double(path.count) * 0.5)
        var scored: [(distance: Double, text: String)] = []
        var seen: Set<String> = []
        for route in routes {
            let distance = Self.distance(path, route.pattern.segments, caseInsensitive: caseInsensitive)
            if distance <= threshold, seen.insert(route.pattern.description).inserted {
                scored.append((distance, route.pattern.description))
            }
        }
        guard let best = scored.map(\.distance).min() else { return [] }
        return scored.filter { $0.distance <= best + 0.5 }
            .sorted { ($0.distance, $0.text) < ($1.distance, $1.text) }.prefix(limit).map(\.text)
    }

    private static func distance(
        _ path: [[UInt8]], _ pattern: [RoutePattern.Segment], caseInsensitive: Bool
    ) -> Double {
        let rows = path.count + 1
        let columns = pattern.count + 1
        var table = [Double](repeating: .infinity, count: rows * columns)
        table[0] = 0
        for row in 0..<rows {
            for column in 0..<columns {
                let here = table[row * columns + column]
                guard here.isFinite else { continue }
                if row < path.count {
                    table[(row + 1) * columns + column] = min(table[(row + 1) * columns + column], here + 1)
                }
                guard column < pattern.count else { continue }
                table[row * columns + column + 1] = min(table[row * columns + column + 1], here + 1)
                guard row < path.count else { continue }
                let cost: Double
                switch pattern[column] {
                case .parameter, .wildcard: cost = 0
                case .catchAll:
                    table[path.count * columns + column + 1] = min(table[path.count * columns + column + 1], here)
                    cost = 0
                case .constant(let text):
                    let key = text.utf8.map { SegmentHash.fold($0, caseInsensitive) }
                    cost = Double(editDistance(key, path[row])) / Double(max(key.count, path[row].count, 1))
                }
                table[(row + 1) * columns + column + 1] = min(table[(row + 1) * columns + column + 1], here + cost)
            }
        }
        return table[rows * columns - 1]
    }

    private static func editDistance(_ lhs: [UInt8], _ rhs: [UInt8]) -> Int {
        if lhs == rhs { return 0 }
        let rhs = rhs.prefix(64)
        var previous = Array(0...rhs.count)
        for (i, left) in lhs.prefix(64).enumerated() {
            var current = [i + 1] + [Int](repeating: 0, count: rhs.count)
            for (j, right) in rhs.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1))
            }
            previous = current
        }
        return previous[rhs.count]
    }
}
