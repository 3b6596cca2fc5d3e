/// Builds a ``RouteTrie`` from validated routes, in an order-independent way.
struct TrieBuilder {
    /// A class, so that reading and linking a node's children copies nothing.
    private final class Draft {
        /// Keyed by the folded constant text (hashing a `String` is much cheaper than a `[UInt8]`).
        var constants: [String: Int] = [:]
        var typed: [String: (type: ParameterType, child: Int)] = [:]
        var untyped: Int?
        var wildcard: Int?
        var terminal: Int?
        var catchAll: Int?
        var key: [UInt8] = []
        var depth = 0
    }

    private var drafts: [Draft] = [Draft()]
    private let caseInsensitive: Bool

    init(caseInsensitive: Bool) {
        self.caseInsensitive = caseInsensitive
    }

    /// Adds a route; routes must already be free of same-shape conflicts.
    mutating func insert(_ route: Route, index: Int) {
        var node = 0
        for segment in route.pattern.segments {
            switch segment {
            case .constant(let text):
                let key = caseInsensitive
                    ? String(decoding: text.utf8.map { SegmentHash.fold($0, true) }, as: UTF8.self) : text
                node = child(of: node, existing: drafts[node].constants[key], key: Array(key.utf8)) {
                    $0.constants[key] = $1
                }
            case .parameter(let name):
                let type = route.type(ofParameter: name)
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
                return
            }
        }
        drafts[node].terminal = index
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
        let constantCount = drafts.reduce(0) { $0 + $1.constants.count }
        var capacity = 16
        while capacity < constantCount * 2 { capacity *= 2 }
        var slots = [RouteTrie.Slot](repeating: .init(), count: capacity)
        for (index, draft) in drafts.enumerated() {
            var node = RouteTrie.Node()
            node.terminal = Int32(draft.terminal ?? -1)
            node.catchAll = Int32(draft.catchAll ?? -1)
            node.untyped = Int32(draft.untyped ?? -1)
            node.wildcard = Int32(draft.wildcard ?? -1)
            node.typedStart = Int32(typedEdges.count)
            node.typedCount = Int32(draft.typed.count)
            node.constantCount = Int32(draft.constants.count)
            node.keyStart = Int32(keyBytes.count)
            node.keyLength = Int32(draft.key.count)
            node.depth = Int32(draft.depth)
            keyBytes += draft.key
            for (key, edge) in draft.typed.sorted(by: { $0.key < $1.key }) {
                let type = typeIndex[key] ?? {
                    types.append(edge.type)
                    typeIndex[key] = Int32(types.count - 1)
                    return Int32(types.count - 1)
                }()
                typedEdges.append(.init(type: type, child: Int32(edge.child)))
            }
            for child in draft.constants.values {
                let hash = SegmentHash.hash(drafts[child].key, parent: Int32(index), caseInsensitive: caseInsensitive)
                var slot = Int(truncatingIfNeeded: hash) & (capacity - 1)
                while slots[slot].child >= 0 { slot = (slot + 1) & (capacity - 1) }
                slots[slot] = .init(hash: hash, parent: Int32(index), child: Int32(child))
            }
            nodes.append(node)
        }
        return RouteTrie(
            nodes: nodes, typedEdges: typedEdges, types: types, keyBytes: keyBytes, slots: slots,
            caseInsensitive: caseInsensitive, maxDepth: drafts.map(\.depth).max() ?? 0)
    }
}
