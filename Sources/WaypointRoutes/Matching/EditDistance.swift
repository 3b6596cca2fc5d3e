/// The one "did you mean" measure of the package: the route engine's suggestions for an unknown
/// URL and the override manifest's for a misspelt route or key both read it.
package enum EditDistance {
    /// Optimal-string-alignment distance: insertions, deletions, substitutions and swaps of
    /// two neighbouring bytes each cost 1 (inputs are cut at 64 bytes).
    package static func between(_ lhs: [UInt8], _ rhs: [UInt8]) -> Int {
        if lhs == rhs { return 0 }
        let lhs = Array(lhs.prefix(64)), rhs = Array(rhs.prefix(64))
        guard !lhs.isEmpty else { return rhs.count }
        guard !rhs.isEmpty else { return lhs.count }
        var before = [Int](repeating: 0, count: rhs.count + 1)
        var previous = Array(0...rhs.count)
        for i in lhs.indices {
            var current = [i + 1] + [Int](repeating: 0, count: rhs.count)
            for j in rhs.indices {
                var cost = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (lhs[i] == rhs[j] ? 0 : 1))
                if i > 0, j > 0, lhs[i] == rhs[j - 1], lhs[i - 1] == rhs[j] { cost = min(cost, before[j - 1] + 1) }
                current[j + 1] = cost
            }
            before = previous
            previous = current
        }
        return previous[rhs.count]
    }

    /// The candidate closest to `name`, ignoring case, when it is within a third of the name's
    /// length (at least 2 edits); ties go to the candidate first in alphabetical order.
    ///
    /// ```swift
    /// EditDistance.nearest(to: "acount", in: ["account", "cards"])   // "account"
    /// ```
    package static func nearest(to name: String, in candidates: some Collection<String>) -> String? {
        let limit = max(2, name.count / 3)
        let key = Array(name.lowercased().utf8)
        let scored = candidates.map { (candidate: $0, distance: between(key, Array($0.lowercased().utf8))) }
        guard let best = scored.min(by: { ($0.distance, $0.candidate) < ($1.distance, $1.candidate) }), best.distance <= limit else {
            return nil
        }
        return best.candidate
    }
}
