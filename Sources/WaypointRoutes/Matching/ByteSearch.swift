import Foundation

/// Finding one byte in a range with the C library's vectorised `memchr`.
enum ByteSearch {
    /// The offset of the first `byte` in `base[start..<end]`, or `end` when there is none.
    @inline(__always)
    static func first(_ byte: UInt8, in base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int {
        guard start < end, let found = memchr(base + start, Int32(byte), end - start) else { return end }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }
}
