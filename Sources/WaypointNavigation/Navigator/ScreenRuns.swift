/// A state's screens in display order as runs of contiguous screens (one per stack or single
/// screen) that reference the stacks' storage instead of copying it.
///
/// Runs that two states share (a level a command left alone) are skipped in O(1); screens that
/// are bit-for-bit copies (everything below a push or a pop) are compared with `memcmp`, the
/// others by identity only, and only the screens between the shared front and back are copied.
struct ScreenRuns {
    private var runs: [[Screen]] = []
    private(set) var count = 0

    init(_ state: NavigationState) {
        runs.reserveCapacity(state.modals.count + 1)
        if let root = state.root { add(root) }
        for modal in state.modals { add(modal.content) }
    }

    private mutating func add(_ container: Container) {
        switch container {
        case .screen(let screen):
            runs.append([screen])
            count += 1
        case .stack(let stack):
            runs.append(stack)
            count += stack.count
        case .tabs(let tabs, _):
            for tab in tabs { add(tab) }
        case .split(let split):
            for column in split.columns { add(.stack(split[column] ?? [])) }
        }
    }

    /// The screens of `old` whose identity is not in `new`, and the screens of `new` whose
    /// identity is not in `old`, each in display order.
    ///
    /// Identities are unique within a state, so a screen between the shared front and back of
    /// one state can only be found between the shared front and back of the other.
    ///
    /// - Complexity: O(r + s + k): r runs, s identities compared up to the first difference from
    ///   each end (none for shared runs), k screens in between.
    static func difference(from old: NavigationState, to new: NavigationState) -> (removed: [Screen], inserted: [Screen]) {
        let before = ScreenRuns(old), after = ScreenRuns(new)
        let limit = min(before.count, after.count)
        let front = sharedCount(before.runs, after.runs, limit: limit, fromEnd: false)
        let back = sharedCount(before.runs, after.runs, limit: limit - front, fromEnd: true)
        let leaving = before.screens(in: front..<(before.count - back))
        let arriving = after.screens(in: front..<(after.count - back))
        if leaving.isEmpty || arriving.isEmpty { return (leaving, arriving) }
        let staying = Set(leaving.map(\.id)).intersection(arriving.map(\.id))
        if staying.isEmpty { return (leaving, arriving) }
        return (leaving.filter { !staying.contains($0.id) }, arriving.filter { !staying.contains($0.id) })
    }

    /// How many screens, at most `limit`, both sequences of runs share by identity at the front
    /// (or at the back).
    private static func sharedCount(_ first: [[Screen]], _ second: [[Screen]], limit: Int, fromEnd: Bool) -> Int {
        var shared = 0
        var firstRun = 0, firstOffset = 0, secondRun = 0, secondOffset = 0
        while shared < limit, firstRun < first.count, secondRun < second.count {
            let one = first[fromEnd ? first.count - 1 - firstRun : firstRun]
            let two = second[fromEnd ? second.count - 1 - secondRun : secondRun]
            let length = min(one.count - firstOffset, two.count - secondOffset, limit - shared)
            let matching =
                firstOffset == 0 && secondOffset == 0 && one.count == two.count && one.hasSameStorage(as: two)
                ? length
                : one.sharedIdentityCount(from: firstOffset, with: two, from: secondOffset, limit: length, fromEnd: fromEnd)
            shared += matching
            if matching < length { return shared }
            firstOffset += length
            secondOffset += length
            if firstOffset == one.count { (firstRun, firstOffset) = (firstRun + 1, 0) }
            if secondOffset == two.count { (secondRun, secondOffset) = (secondRun + 1, 0) }
        }
        return shared
    }

    /// The screens at `positions` in display order, copying only those.
    private func screens(in positions: Range<Int>) -> [Screen] {
        var result: [Screen] = []
        guard !positions.isEmpty else { return result }
        var offset = 0
        for run in runs where offset < positions.upperBound {
            let lower = max(positions.lowerBound - offset, 0), upper = min(positions.upperBound - offset, run.count)
            if lower < upper { result.append(contentsOf: run[lower..<upper]) }
            offset += run.count
        }
        return result
    }
}
