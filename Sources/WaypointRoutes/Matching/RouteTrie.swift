/// The frozen, immutable trie a ``RouteTable`` matches against.
///
/// Nodes live in one buffer, 12 bytes each. The few that have parameter, wildcard or catch-all
/// children come first (after the root), and node number *i* below their count has entry *i*
/// of a second buffer. Constant edges of every node share one open-addressing hash table keyed
/// by (parent, segment bytes), so finding a constant child hashes the segment once and compares
/// its bytes once, whatever the number of routes. The buffers are written once in `init` and
/// only read afterwards, which is what makes the class safe to share.
final class RouteTrie: @unchecked Sendable {
    struct Node {
        var terminal: Int32 = -1
        /// Where the constant's bytes start in `keyBytes`; they end where the next node's start
        /// (a last, empty node closes the buffer).
        var keyStart: Int32 = 0
        /// The parent of a constant child (its slot only holds the child).
        var parent: Int32 = -1
    }

    /// The children of a node that are not constants: entry *i* is node *i*'s, for the first
    /// ``RouteTrie/variableCount`` nodes (the root always has one, possibly empty).
    struct Variable {
        var catchAll: Int32 = -1
        var untyped: Int32 = -1
        var wildcard: Int32 = -1
        var typedStart: Int32 = 0
        var typedCount: Int32 = 0
        /// The length in bytes of the node's longest constant child (0: it has none). A longer
        /// segment (a UUID beside `new` and `search`, say) is not looked up among the constants:
        /// no hashing, and no probing the constant table for nothing.
        var longestConstant: Int32 = 0
    }

    struct TypedEdge {
        var type: Int32
        var child: Int32
    }

    /// A constant edge in four bytes: the child's index plus one in the low bits (0 marks an
    /// empty slot), and above them as many high bits of the hash's high half as the child leaves
    /// free (the low half picks the slot). The child takes the bits the number of nodes needs
    /// (``RouteTrie/childMask``), the check keeps the rest, so a probe reads a node only when
    /// its check agrees; the node's parent and bytes then decide.
    struct Slot {
        var bits: UInt32 = 0

        init(hash: UInt64, child: Int32, mask: UInt32) {
            bits = Self.check(hash, mask: mask) | UInt32(child + 1)
        }

        init() {}

        var isEmpty: Bool { bits == 0 }

        /// The bits of `hash` a slot keeps beside a child of `mask`.
        @inline(__always)
        static func check(_ hash: UInt64, mask: UInt32) -> UInt32 { UInt32(truncatingIfNeeded: hash &>> 32) & ~mask }

        /// The mask of a child index plus one, for a trie of `nodeCount` nodes: as few low bits
        /// as hold `nodeCount` (node indices are `Int32`, so at most 31 of the 32).
        static func childMask(nodeCount: Int) -> UInt32 {
            precondition(nodeCount < Int(Int32.max), "a route trie holds fewer than 2^31 nodes")
            let bits = Int.bitWidth - nodeCount.leadingZeroBitCount
            return UInt32((1 << bits) - 1)
        }

        /// The first slot to probe among `count`: the low half of the hash scaled to the count
        /// (no power of two needed, so the table is sized to its content).
        @inline(__always)
        static func start(_ hash: UInt64, count: Int) -> Int {
            Int(truncatingIfNeeded: ((hash & 0xFFFF_FFFF) &* UInt64(truncatingIfNeeded: count)) &>> 32)
        }
    }

    let nodes: UnsafeMutableBufferPointer<Node>
    /// How many nodes, the first, have an entry in `variables` (as many as it holds).
    var variableCount: Int { variables.count }
    let variables: UnsafeMutableBufferPointer<Variable>
    let typedEdges: UnsafeMutableBufferPointer<TypedEdge>
    let keyBytes: UnsafeMutableBufferPointer<UInt8>
    let slots: UnsafeMutableBufferPointer<Slot>
    /// Which low bits of a slot hold its child (see ``Slot``).
    let childMask: UInt32
    let types: [Route.ParameterType]
    /// The conversions of `types`, by the same index (a typed edge's `type`).
    let converters: UnsafeMutableBufferPointer<@Sendable (String) -> (any Sendable)?>
    /// How each of `types` converts (by the same index).
    let kinds: UnsafeMutableBufferPointer<ValueKind>
    let caseInsensitive: Bool
    /// The deepest node; a URL needs at most this many segments (plus one for a catch-all).
    let maxDepth: Int

    init(
        nodes: [Node], variables: [Variable], typedEdges: [TypedEdge], types: [Route.ParameterType], keyBytes: [UInt8], slots: [Slot],
        childMask: UInt32, caseInsensitive: Bool, maxDepth: Int
    ) {
        precondition(!variables.isEmpty, "the root has an entry in the variables")
        self.nodes = Self.copy(nodes)
        self.variables = Self.copy(variables)
        self.typedEdges = Self.copy(typedEdges)
        // Padded with 8 bytes, so that a key's last partial word can be read in one load.
        self.keyBytes = Self.copy(keyBytes + [UInt8](repeating: 0, count: 8))
        self.slots = Self.copy(slots)
        self.childMask = childMask
        self.types = types
        self.converters = Self.copy(types.map { $0.convert ?? { $0 } })
        self.kinds = Self.copy(types.map(\.kind))
        self.caseInsensitive = caseInsensitive
        self.maxDepth = maxDepth
    }

    deinit {
        nodes.deallocate()
        variables.deallocate()
        typedEdges.deallocate()
        keyBytes.deallocate()
        slots.deallocate()
        converters.deinitialize()
        converters.deallocate()
        kinds.deallocate()
    }

    private static func copy<T>(_ array: [T]) -> UnsafeMutableBufferPointer<T> {
        let buffer = UnsafeMutableBufferPointer<T>.allocate(capacity: max(array.count, 1))
        _ = buffer.initialize(from: array)
        return UnsafeMutableBufferPointer(rebasing: buffer[0..<array.count])
    }

    /// The trie's buffers as plain values, so that a search retains nothing.
    var view: TrieView {
        TrieView(
            nodes: nodes, variables: variables, typedEdges: typedEdges, keyBytes: keyBytes, slots: slots,
            childMask: childMask, converters: converters, kinds: kinds, caseInsensitive: caseInsensitive)
    }
}

/// The buffers of a ``RouteTrie`` as plain (trivially copied) values; valid while the trie is
/// alive, which a table guarantees for the length of a match.
struct TrieView {
    let nodes: UnsafeMutableBufferPointer<RouteTrie.Node>
    let variables: UnsafeMutableBufferPointer<RouteTrie.Variable>
    let typedEdges: UnsafeMutableBufferPointer<RouteTrie.TypedEdge>
    let keyBytes: UnsafeMutableBufferPointer<UInt8>
    let slots: UnsafeMutableBufferPointer<RouteTrie.Slot>
    let childMask: UInt32
    let converters: UnsafeMutableBufferPointer<@Sendable (String) -> (any Sendable)?>
    let kinds: UnsafeMutableBufferPointer<ValueKind>
    let caseInsensitive: Bool

    /// The constant child of `parent` for the segment `base[0..<count]`, or -1. `readable`
    /// bytes from `base` are readable memory (at least `count`); the key bytes are padded, so
    /// the last partial word of both sides is read in one load when `readable` allows it.
    @inline(__always)
    func constantChild(of parent: Int32, _ base: UnsafePointer<UInt8>, _ count: Int, readable: Int) -> Int32 {
        let hash = SegmentHash.hash(base, count, readable: readable, parent: parent, caseInsensitive: caseInsensitive)
        let slotCount = slots.count
        var index = RouteTrie.Slot.start(hash, count: slotCount)
        let check = RouteTrie.Slot.check(hash, mask: childMask)
        while true {
            let bits = slots[index].bits
            if bits == 0 { return -1 }
            if bits & ~childMask == check {
                let child = Int(bits & childMask) &- 1
                let node = nodes[child]
                if node.parent == parent, Int(nodes[child &+ 1].keyStart &- node.keyStart) == count,
                    count == 0
                        || SegmentHash.equal(
                            UnsafePointer(keyBytes.baseAddress! + Int(node.keyStart)), base, count,
                            readable: readable, caseInsensitive: caseInsensitive)
                {
                    return Int32(truncatingIfNeeded: child)
                }
            }
            index &+= 1
            if index == slotCount { index = 0 }
        }
    }
}
