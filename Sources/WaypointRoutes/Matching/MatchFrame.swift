/// Per-segment scratch state of one match (plain data): the segment's bounds and the search
/// position at this depth.
struct MatchFrame {
    var start = 0
    var end = 0
    var hasPercent = false
    /// 0: not checked yet, 1: valid percent-encoded UTF-8, 2: not valid.
    var decodeState: UInt8 = 0
    /// Whether a boxed typed value was stored for this segment.
    var hasValue = false
    /// The kind of the last typed value converted at this segment, and its bits.
    var kind = ValueKind.text
    var bits = TypedBits(low: 0)
    var node: Int32 = 0
    var alternative: Int32 = 0
    /// In a diagnostic search: the type index (or -2 for decoding) whose failure was overlooked.
    var overlooked: Int32 = -1
}

/// The boxed values of one match (types without a built-in kind), made on first need.
final class MatchBoxes {
    var values: [(any Sendable)?]

    init(capacity: Int) {
        values = Array(repeating: nil, count: capacity)
    }
}

/// The scratch memory of one match: plain frames on the stack, and boxed typed values in a
/// ``MatchBoxes`` made only when a custom type converts. Texts are not kept: a segment is only
/// validated while searching, and its text built when a custom conversion or an error needs it.
struct MatchScratch {
    let bytes: UnsafeBufferPointer<UInt8>
    let frames: UnsafeMutableBufferPointer<MatchFrame>
    private let boxes: UnsafeMutablePointer<MatchBoxes?>

    /// Frames for up to this many segments are on the stack; deeper tables' on the heap.
    private static let stackCapacity = 16

    /// Runs `body` with scratch for `capacity` segments. The stack allocation has a constant
    /// size, so that it has one path and calls `body` from one place: `body` is then inlined and
    /// what it uses of its caller stays borrowed (a closure that is not inlined captures the table
    /// and the URL, a retain and a release each per match).
    @inline(__always)
    static func with<R>(
        bytes: UnsafeBufferPointer<UInt8>, capacity: Int, _ body: (MatchScratch) -> R
    ) -> R {
        var boxes: MatchBoxes?
        let heap = capacity > stackCapacity ? UnsafeMutableBufferPointer<MatchFrame>.allocate(capacity: capacity) : nil
        defer { heap?.deallocate() }
        return withUnsafeMutablePointer(to: &boxes) { boxes in
            withUnsafeTemporaryAllocation(of: MatchFrame.self, capacity: stackCapacity) { stack in
                // Not initialised here: the scanner writes a whole frame for each segment it reads
                // and for the one after the last (see `URLScanner.layout`), and nothing reads
                // past those (`MatchFrame` is plain data: nothing to deinitialise either).
                let frames = heap ?? UnsafeMutableBufferPointer(rebasing: stack[0..<capacity])
                return body(MatchScratch(bytes: bytes, frames: frames, boxes: boxes))
            }
        }
    }

    /// Whether segment `index` is valid percent-encoded UTF-8 (checked once, builds nothing).
    @inline(__always)
    func decode(_ index: Int) -> Bool {
        let state = frames[index].decodeState
        if state != 0 { return state == 1 }
        let frame = frames[index]
        let valid = !frame.hasPercent
            || PercentEncoding.isDecodable(UnsafeBufferPointer(rebasing: bytes[frame.start..<frame.end]))
        frames[index].decodeState = valid ? 1 : 2
        return valid
    }

    /// The decoded text of a segment that ``decode(_:)`` accepted.
    func text(_ index: Int) -> String {
        let segment = UnsafeBufferPointer(rebasing: bytes[frames[index].start..<frames[index].end])
        return PercentEncoding.decode(segment) ?? String(decoding: segment, as: UTF8.self)
    }

    func setValue(_ value: any Sendable, at index: Int) {
        if boxes.pointee == nil { boxes.pointee = MatchBoxes(capacity: frames.count) }
        boxes.pointee!.values[index] = value
        frames[index].hasValue = true
    }

    func value(_ index: Int) -> (any Sendable)? { frames[index].hasValue ? boxes.pointee?.values[index] ?? nil : nil }

    /// Converts segment `index` as type `type` of `trie`; `false` when it does not decode or
    /// convert. Built-in kinds convert from the bytes (decoded on the stack if escaped).
    @inline(__always)
    func convert(_ index: Int, type: Int32, in trie: TrieView) -> Bool {
        let kind = trie.kinds[Int(type)]
        if kind == .boxed {
            guard decode(index), let value = trie.converters[Int(type)](text(index)) else { return false }
            setValue(value, at: index)
            frames[index].kind = .boxed
            return true
        }
        let frame = frames[index]
        let segment = UnsafeBufferPointer(rebasing: bytes[frame.start..<frame.end])
        let bits: TypedBits?
        if frame.hasPercent {
            bits = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: segment.count) { output -> TypedBits? in
                guard let count = PercentEncoding.decodeBytes(segment, into: output.baseAddress!, plusIsSpace: false)
                else { return nil }
                return TypedBits.parse(kind, UnsafeBufferPointer(rebasing: output[0..<count]))
            }
        } else {
            bits = TypedBits.parse(kind, segment)
        }
        guard let bits else { return false }
        frames[index].kind = kind
        frames[index].bits = bits
        return true
    }
}
