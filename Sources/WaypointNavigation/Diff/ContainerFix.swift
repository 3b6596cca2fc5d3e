/// How one container becomes another in place, if it can.
enum ContainerFix: Equatable {
    /// Nothing to do.
    case same
    /// One host step edits the container in place.
    case step(HostStep)
    /// The container cannot be edited in place (its kind or its single screen changed): the
    /// thing that holds it must replace it.
    case replace

    /// The fix from `old` to `new` for the container at `path`.
    ///
    /// A changed stack or tabs container always costs exactly one step: a single push or pop
    /// when that is all, otherwise one replacement of the stack (or of the tabs).
    static func between(_ old: Container, _ new: Container, at path: ContainerPath) -> ContainerFix {
        if old == new { return .same }
        switch (old, new) {
        case (.stack(let before), .stack(let after)):
            if after.count == before.count + 1, after.hasPrefix(before) {
                return .step(.push(after[after.count - 1], in: path))
            }
            if before.count == after.count + 1, before.hasPrefix(after) {
                return .step(.pop(in: path))
            }
            return .step(.setStack(after, in: path))
        case (.tabs(let before, let oldSelected), .tabs(let after, let newSelected)):
            let replaceAll = HostStep.setTabs(after, selected: newSelected, in: path)
            guard before.count == after.count else { return .step(replaceAll) }
            let changed = before.indices.filter { before[$0] != after[$0] }
            if changed.isEmpty { return .step(.selectTab(newSelected, in: path)) }
            guard changed.count == 1, oldSelected == newSelected else { return .step(replaceAll) }
            let index = changed[0]
            if case .step(let step) = between(before[index], after[index], at: path.tab(index)) { return .step(step) }
            return .step(replaceAll)
        case (.screen, _), (.stack, _), (.tabs, _):
            return .replace
        }
    }
}

extension Array where Element == Screen {
    /// Whether `prefix` starts this array; compares borrowed elements, without copying them.
    ///
    /// - Complexity: O(k) in the length of `prefix`.
    fileprivate func hasPrefix(_ prefix: [Screen]) -> Bool {
        guard prefix.count <= count else { return false }
        return withUnsafeBufferPointer { whole in
            prefix.withUnsafeBufferPointer { part in
                for index in part.indices where whole[index] != part[index] { return false }
                return true
            }
        }
    }
}
