/// The frozen, immutable trie a ``RouteTable`` matches against.
///
/// Nodes live in one array; constant edges of every node share one open-addressing hash table
/// keyed by (parent, segment bytes), so finding a constant child hashes the segment once and
/// compares its bytes once, whatever the number of routes.
struct RouteTrie: Sendable {
    struct Node: Sendable {
        var terminal: Int32 = -1
        var catchAll: Int32 = -1
        var untyped: Int32 = -1
        var wildcard: Int32 = -1
        var typedStart: Int32 = 0
        var typedCount: Int32 = 0
        var constantCount: Int32 = 0
        var keyStart: Int32 = 0
        var keyLength: Int32 = 0
        var depth: Int32 = 0
    }

    struct TypedEdge: Sendable {
        var type: Int32
        var child: Int32
    }

    struct Slot: Sendable {
        var hash: UInt64 = 0
        var parent: Int32 = -1
        var child: Int32 = -1
    }

    var nodes: [Node]
    var typedEdges: [TypedEdge]
    var types: [ParameterType]
    var keyBytes: [UInt8]
    var slots: [Slot]
    var slotMask: Int
    var caseInsensitive: Bool
    /// The deepest node; a URL needs at most this many segments (plus one for a catch-all).
    var maxDepth: Int

    /// The constant child of `parent` for the segment `base[0..<count]`, or -1.
    @inline(__always)
    func constantChild(of parent: Int32, _ base: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
        let hash = SegmentHash.hash(base, count, parent: parent, caseInsensitive: caseInsensitive)
        return slots.withUnsafeBufferPointer { slots in
            keyBytes.withUnsafeBufferPointer { keys in
                var index = Int(truncatingIfNeeded: hash) & slotMask
                while true {
                    let slot = slots[index]
                    if slot.child < 0 { return -1 }
                    if slot.hash == hash, slot.parent == parent {
                        let node = nodes[Int(slot.child)]
                        if Int(node.keyLength) == count,
                            count == 0
                                || SegmentHash.equal(
                                    keys.baseAddress! + Int(node.keyStart), base, count,
                                    caseInsensitive: caseInsensitive)
                        {
                            return slot.child
                        }
                    }
                    index = (index + 1) & slotMask
                }
            }
        }
    }
}
