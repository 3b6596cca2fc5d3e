/// One captured value as plain data: where its text is in the URL, and its typed value's bits.
/// The text is decoded (and the value materialised) when read, from bytes the match validated.
struct ValueSlot: Sendable {
    enum Source: UInt8, Sendable {
        /// One path segment, `start..<end`.
        case segment
        /// The rest of the path from `start` to `end` (a `**` capture), each segment decoded.
        case catchAll
        /// A query value, `start..<end`, where `+` is a space.
        case query
        /// A declared query parameter's default (text and value from the ``ValueLayout``).
        case defaultValue
    }

    var start = 0
    var end = 0
    /// The value's index in its ``ValueLayout``'s names.
    var name: UInt32 = 0
    var source = Source.segment
    var kind = ValueKind.text
    /// Whether the raw text has escapes (or, in a query, `+`); a catch-all's, in any segment.
    var needsDecoding = false
    /// The typed value of a built-in kind; for ``ValueKind/boxed``, `low` indexes the boxes.
    var bits = TypedBits(low: 0)
}

/// The slots of one ``RouteMatch/Values``: up to two inline (no allocation); more, and the boxed
/// typed values of types without a built-in kind, in a ``ValueSpill`` (`nil` until needed), so
/// that copying the slots copies plain data and one optional reference.
struct ValueSlots: Sendable {
    static let inlineCapacity = 2

    private(set) var count = 0
    private var inline = (ValueSlot(), ValueSlot())
    private var spill: ValueSpill?

    init() {}

    /// The slots, leaving these empty (a move: no reference count changes).
    mutating func take() -> ValueSlots {
        var taken = ValueSlots()
        swap(&self, &taken)
        return taken
    }

    mutating func append(_ slot: ValueSlot) {
        if count < Self.inlineCapacity {
            withUnsafeMutableBytes(of: &inline) { raw in
                raw.baseAddress!.assumingMemoryBound(to: ValueSlot.self)[count] = slot
            }
        } else {
            spill = (spill ?? ValueSpill()).appending(slot: slot)
        }
        count += 1
    }

    /// Changes every slot in place; boxed values stay where they are.
    mutating func updateEach(_ change: (inout ValueSlot) -> Void) {
        let inlineCount = Swift.min(count, Self.inlineCapacity)
        withUnsafeMutableBytes(of: &inline) { raw in
            let slots = raw.baseAddress!.assumingMemoryBound(to: ValueSlot.self)
            for index in 0..<inlineCount { change(&slots[index]) }
        }
        if let spill, !spill.overflow.isEmpty {
            var overflow = spill.overflow
            for index in overflow.indices { change(&overflow[index]) }
            self.spill = ValueSpill(overflow: overflow, boxes: spill.boxes)
        }
    }

    /// Appends a boxed value; returns its index (for ``ValueSlot/bits``).
    mutating func box(_ value: any Sendable) -> UInt64 {
        let spill = (spill ?? ValueSpill()).appending(box: value)
        self.spill = spill
        return UInt64(spill.boxes.count - 1)
    }

    /// The boxed value at `index` (see ``box(_:)``).
    func box(at index: Int) -> any Sendable { spill!.boxes[index] }

    @inline(__always)
    subscript(index: Int) -> ValueSlot {
        if index < Self.inlineCapacity {
            return withUnsafeBytes(of: inline) { raw in raw.baseAddress!.assumingMemoryBound(to: ValueSlot.self)[index] }
        }
        return spill!.overflow[index - Self.inlineCapacity]
    }
}

/// Slots past the inline ones and boxed values; immutable (appending makes a new one), so it
/// can be shared by copies of ``ValueSlots``.
final class ValueSpill: Sendable {
    let overflow: [ValueSlot]
    let boxes: [any Sendable]

    init(overflow: [ValueSlot] = [], boxes: [any Sendable] = []) {
        self.overflow = overflow
        self.boxes = boxes
    }

    func appending(slot: ValueSlot) -> ValueSpill { ValueSpill(overflow: overflow + [slot], boxes: boxes) }

    func appending(box: any Sendable) -> ValueSpill { ValueSpill(overflow: overflow, boxes: boxes + [box]) }
}
