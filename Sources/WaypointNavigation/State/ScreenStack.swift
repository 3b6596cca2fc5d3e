/// The screens of a navigation stack, bottom first: an array whose push and pop cost the same at
/// any depth.
///
/// States are values, so the navigator keeps the state before a change while it builds the one
/// after, and a diff holds both: with a plain array every push would copy the whole stack. A
/// `ScreenStack` keeps its screens in blocks of 16 (`blockLength`); all but the top-most block are
/// shared by every stack derived from it, so a push or a pop copies at most one block, and two
/// stacks that share their bottom blocks are compared a block at a time by storage identity.
///
/// An app reads it as a random-access collection (its changes go through the navigator), writes
/// it down with an array literal, and it encodes as an array of screens.
///
/// ```swift
/// if case .stack(let stack) = navigator.state.root {
///     stack.last?.id              // the top screen's identity
///     stack.count                 // how deep the stack is
/// }
/// ```
public struct ScreenStack: Sendable {
    /// How many screens a block holds.
    package static let blockLength = 1 << blockShift
    static let blockShift = 4

    /// Full blocks of exactly ``blockLength`` screens, bottom first.
    private var blocks: [Block]
    /// The screens above the blocks: at most ``blockLength``.
    private var top: [Screen]

    /// An empty stack.
    package init() {
        blocks = []
        top = []
    }

    /// A stack of `screens`, bottom first.
    ///
    /// ```swift
    /// let stack = ScreenStack(restoredScreens)
    /// ```
    package init(_ screens: some Sequence<Screen>) {
        if let stack = screens as? ScreenStack {
            self = stack
        } else {
            self.init(Array(screens))
        }
    }

    /// A stack of `screens`, bottom first; a stack of at most `blockLength` screens keeps the
    /// array's storage.
    package init(_ screens: [Screen]) {
        self.init()
        var start = 0
        while screens.count - start > Self.blockLength {
            appendBlock(Array(screens[start..<(start + Self.blockLength)]))
            start += Self.blockLength
        }
        top = start == 0 ? screens : Array(screens[start...])
    }

    private mutating func appendBlock(_ block: [Screen]) {
        let largest = block.reduce(blocks.last?.rawIDBound ?? 0) { Swift.max($0, $1.id.rawValue) }
        blocks.append(Block(screens: block, rawIDBound: largest))
    }

    /// Adds `screen` on top.
    ///
    /// - Complexity: O(1): at most one block is copied (when this stack shares it with another).
    package mutating func append(_ screen: Screen) {
        if top.count == Self.blockLength {
            appendBlock(top)
            top = []
        }
        top.append(screen)
    }

    /// Removes and returns the top screen. The stack must not be empty.
    ///
    /// - Complexity: O(1): at most one block is copied (when this stack shares it with another).
    @discardableResult
    package mutating func removeLast() -> Screen {
        if top.isEmpty {
            top = blocks.removeLast().screens
        }
        return top.removeLast()
    }

    /// No screen of the stack has a larger raw identity (`nil` when it is empty): the largest
    /// one, or more after a screen in a block was replaced by one with a smaller identity.
    ///
    /// - Complexity: O(1) (the blocks keep theirs).
    var rawIDBound: UInt64? {
        let largestOnTop = top.lazy.map(\.id.rawValue).max()
        guard let inBlocks = blocks.last?.rawIDBound else { return largestOnTop }
        return Swift.max(inBlocks, largestOnTop ?? 0)
    }

    /// Whether any screen's raw identity satisfies `matches`, bottom first, reading the blocks in place.
    func containsRawID(where matches: (UInt64) -> Bool) -> Bool {
        for block in blocks where block.screens.containsRawID(where: matches) { return true }
        return top.containsRawID(where: matches)
    }

    /// Appends the screens' raw identities to `ids`, bottom first, reading the blocks in place.
    func appendRawIDs(to ids: inout [UInt64]) {
        for block in blocks { block.screens.appendRawIDs(to: &ids) }
        top.appendRawIDs(to: &ids)
    }

    /// Calls `body` with the screens a block at a time, bottom first and in place, until it
    /// returns `false`.
    package func forEachBlock(_ body: (UnsafeBufferPointer<Screen>) -> Bool) {
        for index in blocks.indices {
            guard blocks[index].screens.withUnsafeBufferPointer(body) else { return }
        }
        _ = top.withUnsafeBufferPointer(body)
    }

    /// The screens from `index` up, as an array.
    package func screens(from index: Int) -> [Screen] {
        var result: [Screen] = []
        result.reserveCapacity(count - index)
        var start = 0
        forEachBlock { block in
            if index < start + block.count { result.append(contentsOf: block[Swift.max(index - start, 0)...]) }
            start += block.count
            return true
        }
        return result
    }

    /// Keeps the screens below `index` and puts `screens` above them.
    ///
    /// - Complexity: O(m + 16): m screens added; the blocks below `index` stay shared.
    package mutating func replace(from index: Int, with screens: [Screen]) {
        replaceSubrange(index..<count, with: screens)
    }

    /// Whether both stacks are the same storage: then they are equal without reading a screen.
    func sharesStorage(with other: ScreenStack) -> Bool {
        top.count == other.top.count && blocks.count == other.blocks.count
            && top.hasSameStorage(as: other.top) && blocks.hasSameStorage(as: other.blocks)
    }

    /// How many leading screens both stacks share (equal screens, identity first).
    ///
    /// - Complexity: O(1) per block both share by storage (every block below a push or a pop),
    ///   O(k) in the screens compared otherwise, without copying them.
    func sharedPrefixCount(with other: ScreenStack) -> Int {
        var shared = 0
        if !blocks.hasSameStorage(as: other.blocks) {
            for index in 0..<Swift.min(blocks.count, other.blocks.count) {
                let matching = blocks[index].screens.sharedPrefixCount(with: other.blocks[index].screens)
                shared += matching
                guard matching == Self.blockLength else { return shared }
            }
        } else {
            shared = Swift.min(blocks.count, other.blocks.count) << Self.blockShift
        }
        let limit = Swift.min(count, other.count)
        if blocks.count == other.blocks.count { return shared + top.sharedPrefixCount(with: other.top) }
        while shared < limit, self[shared].isEqual(to: other[shared]) { shared += 1 }
        return shared
    }

    /// Becomes `screens`, keeping the blocks it shares with them.
    ///
    /// - Complexity: O(n) comparisons, but the stack keeps sharing its unchanged blocks with the
    ///   stacks it shared them with (a pop to a screen deep in the stack copies no block).
    mutating func replace(with screens: [Screen]) {
        var shared = 0
        while shared < Swift.min(count, screens.count), self[shared].isEqual(to: screens[shared]) { shared += 1 }
        replace(from: shared, with: Array(screens[shared...]))
    }

    /// How many screens, at most `limit`, this stack from `offset` and `other` from `otherOffset`
    /// share by identity, walking up (or, with `fromEnd`, down from `count - offset` and
    /// `other.count - otherOffset`).
    ///
    /// - Complexity: O(1) per block both share by storage at the same place, O(1) per screen otherwise.
    func sharedIdentityCount(from offset: Int, with other: ScreenStack, from otherOffset: Int, limit: Int, fromEnd: Bool) -> Int {
        var shared = 0
        while shared < limit {
            let mine = fromEnd ? count - 1 - offset - shared : offset + shared
            let theirs = fromEnd ? other.count - 1 - otherOffset - shared : otherOffset + shared
            if !fromEnd, mine == theirs, mine & (Self.blockLength - 1) == 0, limit - shared >= Self.blockLength {
                let block = mine >> Self.blockShift
                if block < blocks.count, block < other.blocks.count, blocks[block].screens.hasSameStorage(as: other.blocks[block].screens) {
                    shared += Self.blockLength
                    continue
                }
            }
            guard self[mine].id == other[theirs].id else { return shared }
            shared += 1
        }
        return shared
    }
}

extension ScreenStack {
    /// A full block, and the largest raw identity in it and every block below it.
    private struct Block: Sendable {
        var screens: [Screen]
        var rawIDBound: UInt64
    }
}

extension ScreenStack: RandomAccessCollection {
    public var startIndex: Int { 0 }
    public var endIndex: Int { blocks.count << Self.blockShift + top.count }

    public package(set) subscript(position: Int) -> Screen {
        get {
            let block = position >> Self.blockShift
            if block < blocks.count { return blocks[block].screens[position & (Self.blockLength - 1)] }
            return top[position - blocks.count << Self.blockShift]
        }
        set {
            let block = position >> Self.blockShift
            guard block < blocks.count else {
                top[position - blocks.count << Self.blockShift] = newValue
                return
            }
            blocks[block].screens[position & (Self.blockLength - 1)] = newValue
            for index in block..<blocks.count {
                blocks[index].rawIDBound = Swift.max(blocks[index].rawIDBound, newValue.id.rawValue)
            }
        }
    }

    var last: Screen? { top.last ?? blocks.last?.screens.last }

    /// Replaces the screens in `subrange` with `newElements`, keeping the blocks below it.
    ///
    /// - Complexity: O(m + k): m screens added, k screens above the first kept block moved.
    package mutating func replaceSubrange<C: Collection<Screen>>(_ subrange: Range<Int>, with newElements: C) {
        let end = count
        precondition(subrange.lowerBound >= 0 && subrange.upperBound <= end, "ScreenStack range out of bounds")
        if subrange.lowerBound == end {
            for screen in newElements { append(screen) }
            return
        }
        let kept = Swift.min(subrange.lowerBound >> Self.blockShift, blocks.count)
        var result = ScreenStack()
        result.blocks = kept == blocks.count ? blocks : Array(blocks[..<kept])
        for index in (kept << Self.blockShift)..<subrange.lowerBound { result.append(self[index]) }
        for screen in newElements { result.append(screen) }
        for index in subrange.upperBound..<end { result.append(self[index]) }
        self = result
    }
}

extension ScreenStack: ExpressibleByArrayLiteral {
    public init(arrayLiteral screens: Screen...) {
        self.init(screens)
    }
}

extension ScreenStack: Hashable {
    public static func == (lhs: ScreenStack, rhs: ScreenStack) -> Bool {
        lhs.count == rhs.count && (lhs.sharesStorage(with: rhs) || lhs.sharedPrefixCount(with: rhs) == lhs.count)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for screen in self { hasher.combine(screen) }
    }
}

extension ScreenStack: Codable {
    /// Decodes an array of screens.
    public init(from decoder: any Decoder) throws {
        self.init(try [Screen](from: decoder))
    }

    /// Encodes an array of screens, bottom first: the form a `[Screen]` has.
    public func encode(to encoder: any Encoder) throws {
        try Array(self).encode(to: encoder)
    }
}

extension ScreenStack: CustomStringConvertible {
    /// The screens as an array prints them.
    public var description: String { Array(self).description }
}

extension Array {
    /// Whether both arrays are one storage (or both empty).
    func hasSameStorage(as other: [Element]) -> Bool {
        withUnsafeBufferPointer { mine in other.withUnsafeBufferPointer { mine.baseAddress == $0.baseAddress } }
    }
}

extension Screen {
    /// `==`, reading the cheap parts first: bit-for-bit copies are equal without comparing
    /// their destinations.
    func isEqual(to other: Screen) -> Bool {
        id == other.id && (isIdentical(to: other) || self == other)
    }
}

extension Array where Element == Screen {
    fileprivate func appendRawIDs(to ids: inout [UInt64]) {
        withUnsafeBufferPointer { screens in
            for index in screens.indices { ids.append(screens[index].id.rawValue) }
        }
    }

    fileprivate func containsRawID(where matches: (UInt64) -> Bool) -> Bool {
        withUnsafeBufferPointer { screens in screens.contains { matches($0.id.rawValue) } }
    }

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
}
