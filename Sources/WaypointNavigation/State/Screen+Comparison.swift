extension Screen {
    /// `==`, reading the cheap parts first: bit-for-bit copies are equal without comparing
    /// their destinations.
    func isEqual(to other: Screen) -> Bool {
        id == other.id && (isIdentical(to: other) || self == other)
    }
}

extension Array {
    /// Whether both arrays are one storage (or both empty).
    func hasSameStorage(as other: [Element]) -> Bool {
        withUnsafeBufferPointer { mine in other.withUnsafeBufferPointer { mine.baseAddress == $0.baseAddress } }
    }
}

extension Array where Element == Screen {
    /// How many leading screens both arrays share; compares bit-for-bit copies a block at a time
    /// (``ScreenBlocks``), then borrowed elements, identity first, without copying them, and not
    /// at all when both share their storage.
    ///
    /// - Complexity: O(k) in the length of the shared prefix (a `memcmp` of it when the screens
    ///   are copies of one another); O(1) for the same storage.
    func sharedPrefixCount(with other: [Screen]) -> Int {
        withUnsafeBufferPointer { mine in
            other.withUnsafeBufferPointer { theirs in
                if mine.baseAddress == theirs.baseAddress { return Swift.min(mine.count, theirs.count) }
                let limit = Swift.min(mine.count, theirs.count)
                guard limit > 0, let start = mine.baseAddress, let otherStart = theirs.baseAddress else { return 0 }
                var index = ScreenBlocks.sharedCount(start, otherStart, count: limit, fromEnd: false)
                while index < limit, mine[index].isEqual(to: theirs[index]) {
                    index += 1
                }
                return index
            }
        }
    }

    /// How many screens, at most `limit`, this array from `offset` and `other` from `otherOffset`
    /// share by identity, walking up (or, with `fromEnd`, down from `count - offset` and
    /// `other.count - otherOffset`).
    ///
    /// - Complexity: O(1) for the same storage at the same place; otherwise O(k) for the k
    ///   screens shared (a `memcmp` where they are copies of one another), without copying them.
    func sharedIdentityCount(from offset: Int, with other: [Screen], from otherOffset: Int, limit: Int, fromEnd: Bool) -> Int {
        withUnsafeBufferPointer { mine in
            other.withUnsafeBufferPointer { theirs in
                guard limit > 0, let start = mine.baseAddress, let otherStart = theirs.baseAddress else { return 0 }
                if start == otherStart, fromEnd ? mine.count - offset == theirs.count - otherOffset : offset == otherOffset {
                    return limit
                }
                let first = fromEnd ? start + (mine.count - offset) : start + offset
                let second = fromEnd ? otherStart + (theirs.count - otherOffset) : otherStart + otherOffset
                var shared = ScreenBlocks.sharedCount(first, second, count: limit, fromEnd: fromEnd)
                while shared < limit {
                    let one = fromEnd ? first - 1 - shared : first + shared
                    let two = fromEnd ? second - 1 - shared : second + shared
                    guard one.pointee.id == two.pointee.id else { return shared }
                    shared += 1
                }
                return shared
            }
        }
    }
}
