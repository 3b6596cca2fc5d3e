/// Per-segment scratch state of one match: the segment's bounds, the search position at
/// this depth, and the segment's decoded text and typed value (each computed at most once).
struct MatchFrame {
    var start = 0
    var end = 0
    var hasPercent = false
    var node: Int32 = 0
    var alternative: Int32 = 0
    /// 0: not decoded yet, 1: decoded into `text`, 2: not valid percent-encoded UTF-8.
    var decodeState: UInt8 = 0
    /// In a diagnostic search: the type index (or -2 for decoding) whose failure was overlooked.
    var overlooked: Int32 = -1
    var text = ""
    var value: (any Sendable)?

    /// Decodes the segment once; `false` when it is not valid percent-encoded UTF-8.
    @inline(__always)
    mutating func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if decodeState == 0 {
            let segment = UnsafeBufferPointer(rebasing: bytes[start..<end])
            if hasPercent, let decoded = PercentEncoding.decode(segment) {
                text = decoded
                decodeState = 1
            } else if hasPercent {
                decodeState = 2
            } else {
                text = String(decoding: segment, as: UTF8.self)
                decodeState = 1
            }
        }
        return decodeState == 1
    }
}
