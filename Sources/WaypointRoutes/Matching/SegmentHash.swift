/// Hashing and comparison of path segments on raw UTF-8 bytes, optionally ignoring ASCII case.
enum SegmentHash {
    @inline(__always)
    static func fold(_ byte: UInt8, _ caseInsensitive: Bool) -> UInt8 {
        caseInsensitive && byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
    }

    /// A hash of the (folded) bytes, mixed with the parent node so one table serves all nodes:
    /// FNV-1a byte by byte when folding case, eight bytes per multiply otherwise.
    @inline(__always)
    static func hash(
        _ base: UnsafePointer<UInt8>, _ count: Int, readable: Int = 0, parent: Int32, caseInsensitive: Bool
    ) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ (UInt64(UInt32(bitPattern: parent)) &* 0x9E37_79B9_7F4A_7C15)
        if caseInsensitive {
            for index in 0..<count {
                hash = (hash ^ UInt64(fold(base[index], true))) &* 0x0000_0100_0000_01B3
            }
        } else {
            // Eight bytes per step: one load, one multiply.
            let raw = UnsafeRawPointer(base)
            var index = 0
            while index &+ 8 <= count {
                hash = (hash ^ raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) &* 0x9E37_79B9_7F4A_7C15
                hash ^= hash >> 32
                index &+= 8
            }
            var tail: UInt64 = UInt64(count) << 56
            if index < count, readable - index >= 8 {
                // The last 1–7 bytes in one load, when 8 bytes from there are readable memory.
                tail |= raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & lowBytes(count - index)
            } else {
                var shift: UInt64 = 0
                while index < count {
                    tail |= UInt64(base[index]) << shift
                    shift &+= 8
                    index &+= 1
                }
            }
            hash = (hash ^ tail) &* 0x9E37_79B9_7F4A_7C15
        }
        // MurmurHash3's finaliser: every input bit reaches the low bits that pick the slot.
        hash ^= hash >> 33
        hash = hash &* 0xFF51_AFD7_ED55_8CCD
        hash ^= hash >> 33
        return hash
    }

    /// A mask of the low `count` bytes of a little-endian word (`count` in 1...7).
    @inline(__always)
    static func lowBytes(_ count: Int) -> UInt64 {
        ~(UInt64.max << UInt64(truncatingIfNeeded: count &* 8))
    }

    @inline(__always)
    static func equal(
        _ lhs: UnsafePointer<UInt8>, _ rhs: UnsafePointer<UInt8>, _ count: Int, readable: Int = 0,
        caseInsensitive: Bool
    ) -> Bool {
        if caseInsensitive {
            for index in 0..<count where fold(lhs[index], true) != fold(rhs[index], true) { return false }
            return true
        }
        let left = UnsafeRawPointer(lhs)
        let right = UnsafeRawPointer(rhs)
        var index = 0
        while index &+ 8 <= count {
            if left.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                != right.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            {
                return false
            }
            index &+= 8
        }
        if index < count, readable - index >= 8 {
            // `readable` bytes are readable from both `lhs` and `rhs`.
            let mask = lowBytes(count - index)
            return left.loadUnaligned(fromByteOffset: index, as: UInt64.self) & mask
                == right.loadUnaligned(fromByteOffset: index, as: UInt64.self) & mask
        }
        while index < count {
            if lhs[index] != rhs[index] { return false }
            index &+= 1
        }
        return true
    }
}
