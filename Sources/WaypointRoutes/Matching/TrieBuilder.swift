/// Builds a ``RouteTrie`` from routes, in an order-independent way. Its nodes are the routes'
/// shapes (see ``ShapePart``), which is what validation searches (``ShadowFinder``): routes
/// that end at the same node have the same shape.
struct TrieBuilder {
    /// One typed parameter edge, with the first route (and the position in its shape) that declared it.
    struct TypedChild {
        var type: ParameterType
        var child: Int
        var firstRoute: Int
        var position: Int
    }

    /// A class, so that reading and linking a node's children copies nothing.
    final class Draft {
        var typed: [String: TypedChild] = [:]
        var untyped: Int?
        var wildcard: Int?
        var terminal: Int?
        var catchAll: Int?
        /// Where the node's constant bytes start in ``TrieBuilder/keys`` (they end where the
        /// next node's start).
        var keyStart = 0
        var depth = 0
    }

    /// A constant edge: the parent node and the folded constant text (hashing a `String` is
    /// much cheaper than a `[UInt8]`).
    private struct ConstantKey: Hashable {
        var parent: Int
        var text: String
    }

    private(set) var drafts: [Draft] = [Draft()]
    /// The routes after the first that end at the same node (same shape, rare): by node, twice
    /// its index for terminals, plus one for catch-alls.
    private(set) var sameShape: [Int: [Int]] = [:]
    /// The constant bytes of every node, in node order.
    private var keys: [UInt8] = []
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

    /// Adds a route (a route of the same shape as an earlier one is recorded in `sameShape`).
    mutating func insert(_ route: Route, index: Int) {
        var node = 0
        var ended = false
        var position = 0
        route.forEachSegment { segment, type in
            guard !ended else { return }
            defer { position += 1 }
            switch segment {
            case .constant(let text):
                let key = fold(text)
                let edge = ConstantKey(parent: node, text: key)
                if let existing = constants[edge] {
                    node = existing
                } else {
                    node = child(of: node, existing: nil, key: key) { _, _ in }
                    constants[edge] = node
                }
            case .parameter:
                if type.isUntyped {
                    node = child(of: node, existing: drafts[node].untyped, key: "") { $0.untyped = $1 }
                } else {
                    node = child(of: node, existing: drafts[node].typed[type.key]?.child, key: "") {
                        $0.typed[type.key] = TypedChild(type: type, child: $1, firstRoute: index, position: position)
                    }
                }
            case .wildcard:
                node = child(of: node, existing: drafts[node].wildcard, key: "") { $0.wildcard = $1 }
            case .catchAll:
                if drafts[node].catchAll == nil {
                    drafts[node].catchAll = index
                } else {
                    sameShape[2 * node + 1, default: []].append(index)
                }
                ended = true
            }
        }
        guard !ended else { return }
        if drafts[node].terminal == nil {
            drafts[node].terminal = index
        } else {
            sameShape[2 * node, default: []].append(index)
        }
    }

    /// A constant as the trie keys it: folded to lowercase ASCII when paths ignore case.
    func fold(_ text: String) -> String {
        caseInsensitive ? String(decoding: text.utf8.map { SegmentHash.fold($0, true) }, as: UTF8.self) : text
    }

    /// The child of `node` along the (folded) constant `text`, if any.
    func constantChild(of node: Int, _ text: String) -> Int? {
        constants[ConstantKey(parent: node, text: text)]
    }

    private mutating func child(
        of node: Int, existing: Int?, key: String, link: (Draft, Int) -> Void
    ) -> Int {
        if let existing { return existing }
        let draft = Draft()
        draft.keyStart = keys.count
        keys.append(contentsOf: key.utf8)
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
        // At most half full (short probe sequences, a missing segment included), never full.
        let capacity = max(8, constants.count * 2)
        var slots = [RouteTrie.Slot](repeating: .init(), count: capacity)
        nodes.reserveCapacity(drafts.count + 1)
        for draft in drafts {
            var node = RouteTrie.Node()
            node.terminal = Int32(draft.terminal ?? -1)
            node.keyStart = Int32(draft.keyStart)
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
        nodes.append(RouteTrie.Node(keyStart: Int32(keys.count)))
        keys.withUnsafeBufferPointer { keys in
            for (edge, child) in constants {
                nodes[child].parent = Int32(edge.parent)
                let start = drafts[child].keyStart, end = child + 1 < drafts.count ? drafts[child + 1].keyStart : keys.count
                let hash = SegmentHash.hash(
                    keys.baseAddress! + start, end - start, parent: Int32(edge.parent), caseInsensitive: caseInsensitive)
                var slot = RouteTrie.Slot.start(hash, count: capacity)
                while slots[slot].child >= 0 { slot = slot + 1 == capacity ? 0 : slot + 1 }
                slots[slot] = .init(check: RouteTrie.Slot.check(hash), child: Int32(child))
            }
        }
        return RouteTrie(
            nodes: nodes, variables: variables, typedEdges: typedEdges, types: types, keyBytes: keys,
            slots: slots, caseInsensitive: caseInsensitive, maxDepth: drafts.map(\.depth).max() ?? 0)
    }
}
