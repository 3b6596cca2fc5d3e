/// Finds `.` and `..` segments that percent-escapes hide inside one raw path segment.
///
/// A raw `.` or `..` segment is refused by the scanner directly. Escapes can spell the same
/// thing: `%2e%2E` decodes to `..`, and `..%2F..%2Fsecret` is one raw segment whose value
/// decodes to `../../secret`. A captured value like that would climb out of its route in an app
/// that uses it as a file path or a web address, so the scanner refuses it the same way, as
/// `invalidURL`.
///
/// ```swift
/// try table.match("nuapp://help/%2e%2e/secret")     // throws invalidURL
/// try table.match("nuapp://help/..%2F..%2Fsecret")  // throws invalidURL
/// try table.match("nuapp://help/v1.2%2Fnotes")      // matches: "v1.2/notes" has no dot segment
/// ```
enum DotSegments {
    /// The offset of the first segment of `bytes[start..<end]` (a path, split at raw `/`) that
    /// spells a `.` or `..` segment with escapes; `nil` when none does.
    ///
    /// - Complexity: O(*n*) in the length of the path, without allocating.
    @inline(never)
    static func firstEscaped(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int? {
        var segmentStart = start
        var index = start
        while index <= end {
            if index == end || bytes[index] == UInt8(ascii: "/") {
                let segment = UnsafeBufferPointer(rebasing: bytes[segmentStart..<index])
                if appear(in: segment) { return segmentStart }
                segmentStart = index &+ 1
            }
            index &+= 1
        }
        return nil
    }

    /// Whether `segment`, percent-decoded once (as matching decodes it) and split at every
    /// decoded `/`, has a piece that is exactly `.` or `..`.
    ///
    /// An invalid escape (`%zz`, a `%` near the end) counts as ordinary text here; decoding the
    /// value refuses it later. A raw `.` or `..` segment is found too (the scanner refuses those
    /// before asking).
    ///
    /// - Complexity: O(*n*) in the length of the segment, without allocating.
    static func appear(in segment: UnsafeBufferPointer<UInt8>) -> Bool {
        // Dots in the current piece so far; -1 once it holds anything else.
        var dots = 0
        var index = 0
        let count = segment.count
        while index < count {
            var byte = segment[index]
            index &+= 1
            if byte == UInt8(ascii: "%"), index &+ 1 < count, let high = PercentEncoding.hexValue(segment[index]),
                let low = PercentEncoding.hexValue(segment[index &+ 1])
            {
                byte = high << 4 | low
                index &+= 2
            }
            if byte == UInt8(ascii: "/") {
                if dots == 1 || dots == 2 { return true }
                dots = 0
            } else if byte == UInt8(ascii: "."), dots >= 0 {
                dots &+= 1
            } else {
                dots = -1
            }
        }
        return dots == 1 || dots == 2
    }
}
