/// Per-segment scratch state of one match (plain data): the segment's bounds and the search
/// position at this depth.
struct MatchFrame {
    var start = 0
    var end = 0
    var hasPercent = false
    /// 0: not decoded yet, 1: decoded (text initialised), 2: not valid percent-encoded UTF-8.
    var decodeState: UInt8 = 0
    /// Whether a boxed typed value is initialised for this segment.
    var hasValue = false
    /// The kind of the last typed value converted at this segment, and its bits.
    var kind = ValueKind.text
    var bits = TypedBits(low: 0)
    var node: Int32 = 0
    var alternative: Int32 = 0
    /// In a diagnostic search: the type index (or -2 for decoding) whose failure was overlooked.
    var overlooked: Int32 = -1
}

/// The scratch memory of one match, on the stack: plain frames, plus each segment's decoded
/// text and typed value, initialised only when first needed (decoded and converted at most once).
struct MatchScratch {
    let bytes: UnsafeBufferPointer<UInt8>
    let frames: UnsafeMutableBufferPointer<MatchFrame>
    let texts: UnsafeMutablePointer<String>
    let values: UnsafeMutablePointer<any Sendable>

    /// Runs `body` with scratch for `capacity` segments, releasing what was initialised.
    static func with<R>(
        bytes: UnsafeBufferPointer<UInt8>, capacity: Int, _ body: (MatchScratch) -> R
    ) -> R {
        withUnsafeTemporaryAllocation(of: MatchFrame.self, capacity: capacity) { frames in
            withUnsafeTemporaryAllocation(of: String.self, capacity: capacity) { texts in
                withUnsafeTemporaryAllocation(of: (any Sendable).self, capacity: capacity) { values in
                    frames.baseAddress!.initialize(repeating: MatchFrame(), count: capacity)
                    let scratch = MatchScratch(
                        bytes: bytes, frames: frames, texts: texts.baseAddress!, values: values.baseAddress!)
                    defer { scratch.release() }
                    return body(scratch)
                }
            }
        }
    }

    private func release() {
        for index in frames.indices {
            if frames[index].decodeState == 1 { (texts + index).deinitialize(count: 1) }
            if frames[index].hasValue { (values + index).deinitialize(count: 1) }
        }
    }

    /// Decodes segment `index` once; `false` when it is not valid percent-encoded UTF-8.
    @inline(__always)
    func decode(_ index: Int) -> Bool {
        let state = frames[index].decodeState
        if state != 0 { return state == 1 }
        let frame = frames[index]
        let segment = UnsafeBufferPointer(rebasing: bytes[frame.start..<frame.end])
        if !frame.hasPercent {
            (texts + index).initialize(to: String(decoding: segment, as: UTF8.self))
        } else if let decoded = PercentEncoding.decode(segment) {
            (texts + index).initialize(to: decoded)
        } else {
            frames[index].decodeState = 2
            return false
        }
        frames[index].decodeState = 1
        return true
    }

    /// The decoded text of a segment that ``decode(_:)`` accepted.
    func text(_ index: Int) -> String { texts[index] }

    func setValue(_ value: any Sendable, at index: Int) {
        if frames[index].hasValue {
            values[index] = value
        } else {
            (values + index).initialize(to: value)
            frames[index].hasValue = true
        }
    }

    func value(_ index: Int) -> (any Sendable)? { frames[index].hasValue ? values[index] : nil }

    /// Converts segment `index` as type `type` of `trie`; `false` when it does not decode or
    /// convert. Built-in kinds convert from the bytes (decoded on the stack if escaped).
    @inline(__always)
    func convert(_ index: Int, type: Int32, in trie: RouteTrie) -> Bool {
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
