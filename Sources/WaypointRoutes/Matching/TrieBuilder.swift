/// Builds a ``RouteTrie`` from validated routes, in an order-independent way.
struct TrieBuilder {
    /// A class, so that reading and linking a node's children copies nothing.
    private final class Draft {
        var typed: [String: (type: ParameterType, child: Int)] = [:]
        var untyped: Int?
        var wildcard: Int?
        var terminal: Int?
        var catchAll: Int?
        var key: [UInt8] = []
        var depth = 0
    }

    /// A constant edge: the parent node and the folded constant text (hashing a `String` is
    /// much cheaper than a `[UInt8]`).
    private struct ConstantKey: Hashable {
        var parent: Int
        var text: String
    }

    private var drafts: [Draft] = [Draft()]
    /// The constant edges of every node in one table (no dictionary per node).
    private var constants: [ConstantKey: Int] = [:]
    private let caseInsensitive: Bool

    /// - Parameters:
    ///   - caseInsensitive: Whether constants are folded to lowercase ASCII.
    ///   - expectedRoutes: The number of routes that will be inserted (to size the tables once).
    init(caseInsensitive: Bool, expectedRoutes: Int = 0) {
        self.caseInsensitive = caseInsensitive
        constants.reserveCapacity(expectedRoutes * 2)
        drafts.reserveCapacity(expectedRoutes * 2)
    }

    /// Adds a route; routes must already be free of same-shape conflicts.
    mutating func insert(_ route: Route, index: Int) {
        var node = 0
        var ended = false
        route.forEachSegment { segment, type in
            guard !ended else { return }
            switch segment {
            case .constant(let text):
                let key = caseInsensitive
                    ? String(decoding: text.utf8.map { SegmentHash.fold($0, true) }, as: UTF8.self) : text
                let edge = ConstantKey(parent: node, text: key)
                if let existing = constants[edge] {
                    node = existing
                } else {
                    node = child(of: node, existing: nil, key: Array(key.utf8)) { _, _ in }
                    constants[edge] = node
                }
            case .parameter:
                if type.isUntyped {
                    node = child(of: node, existing: drafts[node].untyped, key: []) { $0.untyped = $1 }
                } else {
                    node = child(of: node, existing: drafts[node].typed[type.key]?.child, key: []) {
                        $0.typed[type.key] = (type, $1)
                    }
                }
            case .wildcard:
                node = child(of: node, existing: drafts[node].wildcard, key: []) { $0.wildcard = $1 }
            case .catchAll:
                drafts[node].catchAll = index
                ended = true
            }
        }
        if !ended { drafts[node].terminal = index }
    }

    private mutating func child(
        of node: Int, existing: Int?, key: @autoclosure () -> [UInt8], link: (Draft, Int) -> Void
    ) -> Int {
        if let existing { return existing }
        let draft = Draft()
        draft.key = key()
        draft.depth = drafts[node].depth + 1
        drafts.append(draft)
        link(drafts[node], drafts.count - 1)
        return drafts.count - 1
    }

    func freeze() -> RouteTrie {
        var nodes: [RouteTrie.Node] = []
        var variables: [RouteTrie.Variable] = []
        var typedEdges: [RouteTrie.TypedEdge] = []
        var types: [ParameterType] = []
        var typeIndex: [String: Int32] = [:]
        var keyBytes: [UInt8] = []
        // At most half full (short probe sequences, a missing segment included), never full.
        let capacity = max(8, constants.count * 2)
        var slots = [RouteTrie.Slot](repeating: .init(), count: capacity)
        nodes.reserveCapacity(drafts.count + 1)
        for draft in drafts {
            var node = RouteTrie.Node()
            node.terminal = Int32(draft.terminal ?? -1)
            node.keyStart = Int32(keyBytes.count)
            keyBytes += draft.key
            if draft.catchAll != nil || draft.untyped != nil || draft.wildcard != nil || !draft.typed.isEmpty {
                var variable = RouteTrie.Variable()
                variable.catchAll = Int32(draft.catchAll ?? -1)
                variable.untyped = Int32(draft.untyped ?? -1)
                variable.wildcard = Int32(draft.wildcard ?? -1)
                variable.typedStart = Int32(typedEdges.count)
                variable.typedCount = Int32(draft.typed.count)
                for (key, edge) in draft.typed.sorted(by: { $0.key < $1.key }) {
                    let type = typeIndex[key] ?? {
                        types.append(edge.type)
                        typeIndex[key] = Int32(types.count - 1)
                        return Int32(types.count - 1)
                    }()
                    typedEdges.append(.init(type: type, child: Int32(edge.child)))
                }
                node.variable = Int32(variables.count)
                variables.append(variable)
            }
            nodes.append(node)
        }
        // Closes the last node's key.
        nodes.append(RouteTrie.Node(keyStart: Int32(keyBytes.count)))
        for (edge, child) in constants {
            nodes[child].parent = Int32(edge.parent)
            let hash = SegmentHash.hash(drafts[child].key, parent: Int32(edge.parent), caseInsensitive: caseInsensitive)
            var slot = RouteTrie.Slot.start(hash, count: capacity)
            while slots[slot].child >= 0 { slot = slot + 1 == capacity ? 0 : slot + 1 }
            slots[slot] = .init(check: RouteTrie.Slot.check(hash), child: Int32(child))
        }
        return RouteTrie(
            nodes: nodes, variables: variables, typedEdges: typedEdges, types: types, keyBytes: keyBytes,
            slots: slots, caseInsensitive: caseInsensitive, maxDepth: drafts.map(\.depth).max() ?? 0)
    }
}
