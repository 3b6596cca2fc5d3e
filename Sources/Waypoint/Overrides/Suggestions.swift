/// The nearest candidate to a misspelt name, by edit distance.
enum Suggestions {
    /// The candidate closest to `name` when it is within a third of the name's length (at least 2 edits).
    static func nearest(to name: String, in candidates: Set<String>) -> String? {
        let limit = max(2, name.count / 3)
        let scored = candidates.map { (candidate: $0, distance: distance(name, $0)) }
        guard let best = scored.min(by: { ($0.distance, $0.candidate) < ($1.distance, $1.candidate) }), best.distance <= limit else {
            return nil
        }
        return best.candidate
    }

    private static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a.lowercased()), b = Array(b.lowercased())
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
