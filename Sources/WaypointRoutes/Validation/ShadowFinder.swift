/// Finds, for a route, another route that matches every URL it matches and wins.
///
/// Route Q shadows route P when Q accepts, segment by segment, everything P accepts, and at
/// the first segment where their kinds differ Q has the higher precedence (constant > typed >
/// untyped > `*` > `**`). The search walks the table's trie (whose nodes are shapes: see
/// ``TrieBuilder``) alongside P's segments, following only branches that are still equal to P
/// or already better, so it stays proportional to the routes that share P's prefix.
struct ShadowFinder {
    private let trie: TrieBuilder
    private let routes: [Route]
    /// Scratch space of the search, reused from one route to the next.
    private var stack: [(node: Int, position: Int, better: Bool)] = []

    /// - Parameters:
    ///   - routes: The routes, in the order they were inserted into `trie`.
    ///   - trie: The trie of every route.
    init(_ routes: [Route], trie: TrieBuilder) {
        self.routes = routes
        self.trie = trie
    }

    /// The routes (by index) that have the same shape as another, grouped by shape: each group
    /// in index order, the groups by their first index.
    var sameShapeGroups: [[Int]] {
        trie.sameShape.map { key, others in
            let node = trie.drafts[key / 2]
            return [(key.isMultiple(of: 2) ? node.terminal : node.catchAll) ?? 0] + others
        }.sortedByPosition { $0[0] < $1[0] }
    }

    /// The first route (by index) that shadows route `index`, whose shape is `shape`, if any.
    mutating func shadow(of index: Int, shape: [ShapePart]) -> Route? {
        let drafts = trie.drafts
        var best: Int?
        stack.removeAll(keepingCapacity: true)
        stack.append((0, 0, false))
        // The node's fields are read in place (a copy of a draft copies its typed edges).
        while let (node, position, better) = stack.popLast() {
            if position == shape.count {
                if better, let winner = drafts[node].terminal { best = min(best ?? winner, winner) }
                continue
            }
            let part = shape[position]
            if better, let winner = drafts[node].catchAll { best = min(best ?? winner, winner) }
            if part == .catchAll { continue }
            if case .constant(let text) = part, let same = trie.constantChild(of: node, text) {
                stack.append((same, position + 1, better))
            }
            for (key, edge) in drafts[node].typed {
                follow(compare(.typed(key), covering: part, type: edge.type), edge.child, position, better)
            }
            if let child = drafts[node].untyped { follow(compare(.untyped, covering: part, type: nil), child, position, better) }
            if let child = drafts[node].wildcard { follow(compare(.wildcard, covering: part, type: nil), child, position, better) }
        }
        return best.map { routes[$0] }
    }

    private mutating func follow(_ relation: Relation, _ child: Int, _ position: Int, _ better: Bool) {
        switch relation {
        case .same: stack.append((child, position + 1, better))
        case .better: stack.append((child, position + 1, true))
        case .worse where better: stack.append((child, position + 1, true))
        case .worse, .disjoint: break
        }
    }

    private enum Relation { case same, better, worse, disjoint }

    /// How a candidate's segment relates to P's segment, when it accepts everything P's does.
    private func compare(_ candidate: ShapePart, covering part: ShapePart, type: Route.ParameterType?) -> Relation {
        if candidate == part { return .same }
        switch (candidate, part) {
        case (.untyped, .wildcard): return .better
        case (.untyped, _), (.wildcard, _): return .worse
        case (.typed, .constant(let text)):
            return type?.value(from: text) != nil ? .worse : .disjoint
        default: return .disjoint
        }
    }
}
