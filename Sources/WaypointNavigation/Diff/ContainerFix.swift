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
    /// A changed stack, tabs or split container always costs exactly one step: a single push or
    /// pop when that is all, otherwise one replacement of the stack (or of the tabs, or of the
    /// columns when several changed). A split that gains or loses its content column is replaced.
    ///
    /// Stacks are compared once, front to back, identity first: the common prefix decides
    /// between nothing, a push, a pop and a replacement.
    static func between(_ old: Container, _ new: Container, at path: ContainerPath) -> ContainerFix {
        switch (old, new) {
        case (.stack(let before), .stack(let after)):
            let shared = before.sharedPrefixCount(with: after)
            if shared == before.count, shared == after.count { return .same }
            if after.count == before.count + 1, shared == before.count {
                return .step(.push(after[after.count - 1], in: path))
            }
            if before.count == after.count + 1, shared == after.count {
                return .step(.pop(in: path))
            }
            return .step(.setStack(after, in: path))
        case _ where old == new:
            return .same
        case (.tabs(let before, let oldSelected), .tabs(let after, let newSelected)):
            let replaceAll = HostStep.setTabs(after, selected: newSelected, in: path)
            guard before.count == after.count else { return .step(replaceAll) }
            let changed = before.indices.filter { before[$0] != after[$0] }
            if changed.isEmpty { return .step(.selectTab(newSelected, in: path)) }
            guard changed.count == 1, oldSelected == newSelected else { return .step(replaceAll) }
            let index = changed[0]
            if case .step(let step) = between(before[index], after[index], at: path.tab(index)) { return .step(step) }
            return .step(replaceAll)
        case (.split(let before), .split(let after)) where before.columns == after.columns:
            return betweenColumns(before, after, at: path)
        case (.screen, _), (.stack, _), (.tabs, _), (.split, _):
            return .replace
        }
    }
}
