/// Hashing and comparison of path segments on raw UTF-8 bytes, optionally ignoring ASCII case.
enum SegmentHash {
    @inline(__always)
    static func fold(_ byte: UInt8, _ caseInsensitive: Bool) -> UInt8 {
        caseInsensitive && byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
    }

    /// FNV-1a over the (folded) bytes, mixed with the parent node so one table serves all nodes.
    @inline(__always)
    static func hash(
        _ base: UnsafePointer<UInt8>, _ count: Int, parent: Int32, caseInsensitive: Bool
    ) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ (UInt64(UInt32(bitPattern: parent)) &* 0x9E37_79B9_7F4A_7C15)
        if caseInsensitive {
            for index in 0..<count {
                hash = (hash ^ UInt64(fold(base[index], true))) &* 0x0000_0100_0000_01B3
            }
        } else {
            for index in 0..<count {
                hash = (hash ^ UInt64(base[index])) &* 0x0000_0100_0000_01B3
            }
        }
        return hash ^ (hash >> 29)
    }

    static func hash(_ bytes: [UInt8], parent: Int32, caseInsensitive: Bool) -> UInt64 {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else {
                return hash(UnsafePointer(bitPattern: 1)!, 0, parent: parent, caseInsensitive: caseInsensitive)
            }
            return hash(base, buffer.count, parent: parent, caseInsensitive: caseInsensitive)
        }
    }

    @inline(__always)
    static func equal(
        _ lhs: UnsafePointer<UInt8>, _ rhs: UnsafePointer<UInt8>, _ count: Int, caseInsensitive: Bool
    ) -> Bool {
        if caseInsensitive {
            for index in 0..<count where fold(lhs[index], true) != fold(rhs[index], true) { return false }
            return true
        }
        for index in 0..<count where lhs[index] != rhs[index] { return false }
        return true
    }
}
