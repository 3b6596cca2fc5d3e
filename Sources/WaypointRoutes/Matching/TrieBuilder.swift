/// Builds a ``RouteTrie`` from validated routes, in an order-independent way.
struct TrieBuilder {
    /// A class, so that reading and linking a node's children copies nothing.
    private final class Draft {
        /// How many constant children the node has (they are in ``TrieBuilder/constants``).
        var constantCount = 0
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
                    node = child(of: node, existing: nil, key: Array(key.utf8)) { parent, _ in parent.constantCount += 1 }
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
        var typedEdges: [RouteTrie.TypedEdge] = []
        var types: [ParameterType] = []
        var typeIndex: [String: Int32] = [:]
        var keyBytes: [UInt8] = []
        var capacity = 16
        // At most half full: short probe sequences, a missing segment included.
        while capacity < constants.count * 2 { capacity *= 2 }
        var slots = [RouteTrie.Slot](repeating: .init(), count: capacity)
        for (edge, child) in constants {
            let hash = SegmentHash.hash(drafts[child].key, parent: Int32(edge.parent), caseInsensitive: caseInsensitive)
            var slot = Int(truncatingIfNeeded: hash) & (capacity - 1)
            while slots[slot].child >= 0 { slot = (slot + 1) & (capacity - 1) }
            slots[slot] = .init(check: RouteTrie.Slot.check(hash), parent: Int32(edge.parent), child: Int32(child))
        }
        nodes.reserveCapacity(drafts.count)
        for draft in drafts {
            var node = RouteTrie.Node()
            node.terminal = Int32(draft.terminal ?? -1)
            node.catchAll = Int32(draft.catchAll ?? -1)
            node.untyped = Int32(draft.untyped ?? -1)
            node.wildcard = Int32(draft.wildcard ?? -1)
            node.typedStart = Int32(typedEdges.count)
            node.typedCount = UInt16(clamping: draft.typed.count)
            node.hasConstants = draft.constantCount > 0
            node.keyStart = Int32(keyBytes.count)
            node.keyLength = Int32(draft.key.count)
            keyBytes += draft.key
            let typed = draft.typed.isEmpty ? [] : draft.typed.sorted { $0.key < $1.key }
            for (key, edge) in typed {
                let type = typeIndex[key] ?? {
                    types.append(edge.type)
                    typeIndex[key] = Int32(types.count - 1)
                    return Int32(types.count - 1)
                }()
                typedEdges.append(.init(type: type, child: Int32(edge.child)))
            }
            nodes.append(node)
        }
        return RouteTrie(
            nodes: nodes, typedEdges: typedEdges, types: types, keyBytes: keyBytes, slots: slots,
            caseInsensitive: caseInsensitive, maxDepth: drafts.map(\.depth).max() ?? 0)
    }
}
