/// Builds a ``RouteTrie`` from routes, in an order-independent way. Its nodes are the routes'
/// shapes (see ``ShapePart``), which is what validation searches (``ShadowFinder``): routes
/// that end at the same node have the same shape.
struct TrieBuilder {
    /// One typed parameter edge, with the first route (and the position in its shape) that declared it.
    struct TypedChild {
        var type: Route.ParameterType
        var child: Int
        var firstRoute: Int
        var position: Int
    }

    /// A node being built: plain data read in place in ``drafts`` (as elements of an array of
    /// classes, every read of a node would retain and release it).
    struct Draft {
        var typed: [String: TypedChild] = [:]
        var untyped: Int?
        var wildcard: Int?
        var terminal: Int?
        var catchAll: Int?
        /// Where the node's constant bytes are in ``TrieBuilder/keys`` (empty unless the node
        /// is a constant child).
        var keyStart = 0
        var keyLength = 0
        /// For a constant child: its parent and the hash of (parent, bytes) that places it in
        /// the constant table.
        var parent = -1
        var hash: UInt64 = 0
        var depth = 0
    }

    private(set) var drafts: [Draft] = [Draft()]
    /// The routes after the first that end at the same node (same shape, rare): by node, twice
    /// its index for terminals, plus one for catch-alls.
    private(set) var sameShape: [Int: [Int]] = [:]
    /// The constant bytes of every node, in node order.
    private var keys: [UInt8] = []
    /// The constant children of every node in one open-addressing table, keyed by (parent,
    /// bytes) with the hash matching uses: a node's index, or -1. At most half full.
    private var constants: [Int32]
    private var constantCount = 0
    private let caseInsensitive: Bool

    /// - Parameters:
    ///   - caseInsensitive: Whether constants are folded to lowercase ASCII.
    ///   - expectedRoutes: The number of routes that will be inserted (to size the tables once).
    init(caseInsensitive: Bool, expectedRoutes: Int = 0) {
        self.caseInsensitive = caseInsensitive
        constants = [Int32](repeating: -1, count: max(16, expectedRoutes * 4))
        drafts.reserveCapacity(expectedRoutes * 2)
        keys.reserveCapacity(expectedRoutes * 8)
    }

    /// Adds a route (a route of the same shape as an earlier one is recorded in `sameShape`).
    mutating func insert(_ route: Route, index: Int) {
        var node = 0
        var ended = false
        var position = 0
        route.forEachSegmentBytes { kind, bytes, type in
            guard !ended else { return }
            defer { position += 1 }
            switch kind {
            case .constant:
                node = constantChild(of: node, adding: bytes)
            case .parameter:
                if type.isUntyped {
                    node = child(of: node, existing: drafts[node].untyped) { $0.untyped = $1 }
                } else {
                    node = child(of: node, existing: drafts[node].typed[type.key]?.child) {
                        $0.typed[type.key] = TypedChild(type: type, child: $1, firstRoute: index, position: position)
                    }
                }
            case .wildcard:
                node = child(of: node, existing: drafts[node].wildcard) { $0.wildcard = $1 }
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

    /// The child of `node` along the constant `text`, if any.
    func constantChild(of node: Int, _ text: String) -> Int? {
        var text = text
        return text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return nil }
            let child = lookUp(node, base, bytes.count, hash: hash(node, base, bytes.count)).child
            return child < 0 ? nil : child
        }
    }

    private func hash(_ parent: Int, _ base: UnsafePointer<UInt8>, _ count: Int) -> UInt64 {
        SegmentHash.hash(base, count, parent: Int32(truncatingIfNeeded: parent), caseInsensitive: caseInsensitive)
    }

    /// The constant child of `parent` for these bytes (-1 if none) and the slot where it is, or
    /// where it would go.
    private func lookUp(
        _ parent: Int, _ base: UnsafePointer<UInt8>, _ count: Int, hash: UInt64
    ) -> (child: Int, slot: Int) {
        let capacity = constants.count
        var slot = RouteTrie.Slot.start(hash, count: capacity)
        while true {
            let child = Int(constants[slot])
            if child < 0 { return (-1, slot) }
            if drafts[child].hash == hash, drafts[child].parent == parent, drafts[child].keyLength == count,
                keys.withUnsafeBufferPointer({
                    SegmentHash.equal($0.baseAddress! + drafts[child].keyStart, base, count, caseInsensitive: caseInsensitive)
                })
            {
                return (child, slot)
            }
            slot = slot + 1 == capacity ? 0 : slot + 1
        }
    }

    /// The constant child of `node` for `bytes`, added if new.
    private mutating func constantChild(of node: Int, adding bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let base = bytes.baseAddress!
        let hash = hash(node, base, bytes.count)
        let (existing, slot) = lookUp(node, base, bytes.count, hash: hash)
        if existing >= 0 { return existing }
        let child = self.child(of: node, existing: nil) { _, _ in }
        drafts[child].keyStart = keys.count
        drafts[child].keyLength = bytes.count
        if caseInsensitive {
            keys.append(contentsOf: bytes.lazy.map { SegmentHash.fold($0, true) })
        } else {
            keys.append(contentsOf: bytes)
        }
        drafts[child].parent = node
        drafts[child].hash = hash
        constants[slot] = Int32(child)
        constantCount += 1
        if constantCount * 2 > constants.count { grow() }
        return child
    }

    /// Doubles the constant table, placing every constant child again by its hash.
    private mutating func grow() {
        let capacity = constants.count * 2
        var grown = [Int32](repeating: -1, count: capacity)
        for index in drafts.indices where drafts[index].parent >= 0 {
            var slot = RouteTrie.Slot.start(drafts[index].hash, count: capacity)
            while grown[slot] >= 0 { slot = slot + 1 == capacity ? 0 : slot + 1 }
            grown[slot] = Int32(index)
        }
        constants = grown
    }

    private mutating func child(of node: Int, existing: Int?, link: (inout Draft, Int) -> Void) -> Int {
        if let existing { return existing }
        var draft = Draft()
        draft.keyStart = keys.count
        draft.depth = drafts[node].depth + 1
        drafts.append(draft)
        link(&drafts[node], drafts.count - 1)
        return drafts.count - 1
    }

    /// Freezes the trie. Its nodes are numbered again: the root, then every other node with a
    /// child that is not a constant, then the rest, so that a node has an entry in `variables`
    /// exactly when its number is below their count (the node needs no field for it). The
    /// constant bytes follow the new order, and constant edges are hashed with the new numbers.
    func freeze() -> RouteTrie {
        // The builder's node numbers in the frozen order, and the frozen number of each.
        var order = [0]
        order.reserveCapacity(drafts.count)
        for index in drafts.indices.dropFirst() where drafts[index].hasVariables { order.append(index) }
        let variableCount = order.count
        for index in drafts.indices.dropFirst() where !drafts[index].hasVariables { order.append(index) }
        var renumbered = [Int32](repeating: -1, count: drafts.count)
        for (frozen, index) in order.enumerated() { renumbered[index] = Int32(frozen) }

        var nodes: [RouteTrie.Node] = []
        var variables: [RouteTrie.Variable] = []
        var typedEdges: [RouteTrie.TypedEdge] = []
        var types: [Route.ParameterType] = []
        var typeIndex: [String: Int32] = [:]
        var keyBytes: [UInt8] = []
        nodes.reserveCapacity(drafts.count + 1)
        variables.reserveCapacity(variableCount)
        keyBytes.reserveCapacity(keys.count)
        for index in order {
            let draft = drafts[index]
            nodes.append(RouteTrie.Node(
                terminal: Int32(draft.terminal ?? -1), keyStart: Int32(keyBytes.count),
                parent: draft.parent < 0 ? -1 : renumbered[draft.parent]))
            keyBytes.append(contentsOf: keys[draft.keyStart..<draft.keyStart + draft.keyLength])
            guard nodes.count <= variableCount else { continue }
            var variable = RouteTrie.Variable()
            // A catch-all's "child" is the route it ends.
            variable.catchAll = Int32(draft.catchAll ?? -1)
            variable.untyped = draft.untyped.map { renumbered[$0] } ?? -1
            variable.wildcard = draft.wildcard.map { renumbered[$0] } ?? -1
            variable.typedStart = Int32(typedEdges.count)
            variable.typedCount = Int32(draft.typed.count)
            for (key, edge) in draft.typed.sortedByPosition(by: { $0.key < $1.key }) {
                let type = typeIndex[key] ?? {
                    types.append(edge.type)
                    typeIndex[key] = Int32(types.count - 1)
                    return Int32(types.count - 1)
                }()
                typedEdges.append(.init(type: type, child: renumbered[edge.child]))
            }
            variables.append(variable)
        }
        // Closes the last node's key.
        nodes.append(RouteTrie.Node(keyStart: Int32(keyBytes.count)))

        // At most half full (short probe sequences, a missing segment included), never full.
        let capacity = max(8, constantCount * 2)
        var slots = [RouteTrie.Slot](repeating: .init(), count: capacity)
        let childMask = RouteTrie.Slot.childMask(nodeCount: nodes.count)
        keyBytes.withUnsafeBufferPointer { bytes in
            for child in nodes.indices.dropLast() where nodes[child].parent >= 0 {
                let parent = nodes[child].parent
                let start = Int(nodes[child].keyStart)
                let length = Int(nodes[child + 1].keyStart) - start
                if Int(parent) < variableCount {
                    variables[Int(parent)].longestConstant = max(variables[Int(parent)].longestConstant, Int32(length))
                }
                // A constant is never empty (the pattern parser rejects empty segments).
                let hash = SegmentHash.hash(bytes.baseAddress! + start, length, parent: parent, caseInsensitive: caseInsensitive)
                var slot = RouteTrie.Slot.start(hash, count: capacity)
                while !slots[slot].isEmpty { slot = slot + 1 == capacity ? 0 : slot + 1 }
                slots[slot] = .init(hash: hash, child: Int32(child), mask: childMask)
            }
        }
        return RouteTrie(
            nodes: nodes, variables: variables, typedEdges: typedEdges, types: types,
            keyBytes: keyBytes, slots: slots, childMask: childMask, caseInsensitive: caseInsensitive,
            maxDepth: drafts.map(\.depth).max() ?? 0)
    }
}

extension TrieBuilder.Draft {
    /// Whether the node has a child that is not a constant (an entry in the frozen `variables`).
    var hasVariables: Bool { catchAll != nil || untyped != nil || wildcard != nil || !typed.isEmpty }
}
