/// Finds, for a route, another route that matches every URL it matches and wins.
///
/// Route Q shadows route P when Q accepts, segment by segment, everything P accepts, and at
/// the first segment where their kinds differ Q has the higher precedence (constant > typed >
/// untyped > `*` > `**`). The search walks a trie of shapes alongside P's segments, following
/// only branches that are still equal to P or already better, so it stays proportional to the
/// routes that share P's prefix.
struct ShadowFinder {
    private struct Node {
        /// The children that are not constants (the only ones that can cover a non-constant part).
        var variable: [(part: ShapePart, child: Int)] = []
        /// The first route ending here (-1: none); others of the same shape are in `sameShape`.
        var terminal = -1
        /// The first route whose catch-all starts here (-1: none).
        var catchAll = -1
    }

    private struct Edge: Hashable {
        var node: Int
        var part: ShapePart
    }

    private var nodes = [Node()]
    /// The routes after the first that end at the same place (conflicts, rare): by node, twice
    /// the node index for terminals, plus one for catch-alls.
    private var sameShape: [Int: [Int]] = [:]
    /// The children of every node in one table (no dictionary per node).
    private var children: [Edge: Int] = [:]
    private let shapes: [[ShapePart]]
    private let routes: [Route]
    private let types: [String: ParameterType]

    init(_ routes: [Route], shapes: [[ShapePart]]) {
        self.routes = routes
        var types: [String: ParameterType] = [:]
        for route in routes {
            route.forEachDeclaredType { type in if types[type.key] == nil { types[type.key] = type } }
        }
        self.types = types
        self.shapes = shapes
        children.reserveCapacity(2 * routes.count)
        nodes.reserveCapacity(2 * routes.count)
        for (index, shape) in shapes.enumerated() {
            var node = 0
            for part in shape {
                if part == .catchAll {
                    if nodes[node].catchAll < 0 { nodes[node].catchAll = index } else { sameShape[2 * node + 1, default: []].append(index) }
                    break
                }
                if let child = children[Edge(node: node, part: part)] {
                    node = child
                } else {
                    nodes.append(Node())
                    children[Edge(node: node, part: part)] = nodes.count - 1
                    if case .constant = part {} else { nodes[node].variable.append((part, nodes.count - 1)) }
                    node = nodes.count - 1
                }
            }
            if shape.last != .catchAll {
                if nodes[node].terminal < 0 { nodes[node].terminal = index } else { sameShape[2 * node, default: []].append(index) }
            }
        }
    }

    /// The routes (by index) that have the same shape as another, grouped by shape: each group
    /// in index order, the groups by their first index.
    var sameShapeGroups: [[Int]] {
        sameShape.map { key, others in
            let node = nodes[key / 2]
            return [key.isMultiple(of: 2) ? node.terminal : node.catchAll] + others
        }.sorted { $0[0] < $1[0] }
    }

    /// The first route (by index) that shadows route `index`, if any.
    func shadow(of index: Int) -> Route? {
        let shape = shapes[index]
        var best: Int?
        var stack: [(node: Int, position: Int, better: Bool)] = [(0, 0, false)]
        while let (node, position, better) = stack.popLast() {
            if position == shape.count {
                let winner = nodes[node].terminal
                if better, winner >= 0 { best = min(best ?? winner, winner) }
                continue
            }
            let part = shape[position]
            let winner = nodes[node].catchAll
            if better, winner >= 0 { best = min(best ?? winner, winner) }
            if part == .catchAll { continue }
            if case .constant = part, let same = children[Edge(node: node, part: part)] {
                stack.append((same, position + 1, better))
            }
            for (childPart, child) in nodes[node].variable {
                switch compare(childPart, covering: part) {
                case .same: stack.append((child, position + 1, better))
                case .better: stack.append((child, position + 1, true))
                case .worse where better: stack.append((child, position + 1, true))
                case .worse, .disjoint: continue
                }
            }
        }
        return best.map { routes[$0] }
    }

    private enum Relation { case same, better, worse, disjoint }

    /// How a candidate's segment relates to P's segment, when it accepts everything P's does.
    private func compare(_ candidate: ShapePart, covering part: ShapePart) -> Relation {
        if candidate == part { return .same }
        switch (candidate, part) {
        case (.untyped, .wildcard): return .better
        case (.untyped, _), (.wildcard, _): return .worse
        case (.typed(let key), .constant(let text)):
            return types[key]?.value(from: text) != nil ? .worse : .disjoint
        default: return .disjoint
        }
    }
}
