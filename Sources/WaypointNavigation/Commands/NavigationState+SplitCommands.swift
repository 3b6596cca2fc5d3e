extension NavigationState {
    /// The split view the user sees on the top-most level, with its path (no column), if the
    /// visible container there is one.
    func visibleSplit() -> (path: ContainerPath, split: SplitColumns)? {
        guard let path = visiblePath(ofLevel: topLevel), case .split(let split)? = container(at: path) else { return nil }
        return (path, split)
    }

    /// The state after a stack command on the visible split view, which acts on its collapsed
    /// stack (``SplitColumns/collapsed``) and splits the result again (``SplitColumns/expanding(_:)``):
    /// a push opens a detail, a pop closes the top-most screen of the top-most column. `nil` for
    /// the commands that are not about the visible stack.
    func applyingToSplit(_ command: NavigationCommand, at path: ContainerPath, _ split: SplitColumns, input: String)
        throws(NavigationError) -> NavigationState?
    {
        let stack = split.collapsed
        switch command {
        case .push(let screen):
            return try performing(.push(screen, in: path.column(.detail)))
        case .pop:
            guard stack.count > 1 else {
                throw NavigationError(
                    .popAtRoot, input: input, expected: "at least 2 screens in the split view at \(path)",
                    found: "only its sidebar's root screen \(stack[0].id)")
            }
            return try performing(.pop(in: path.column(split.topColumn)))
        case .popTo(let id):
            guard let index = stack.firstIndex(where: { $0.id == id }) else {
                throw NavigationError(
                    .screenNotFound, input: input, expected: "\(id) in the split view at \(path)",
                    found: "[\(stack.map(\.id.description).joined(separator: ", "))]")
            }
            return try replacingSplit(split, with: split.expanding(Array(stack[...index])), at: path)
        case .popToRoot:
            return try replacingSplit(split, with: split.expanding([stack[0]]), at: path)
        case .setStack(let screens):
            guard !screens.isEmpty else {
                throw NavigationError(.emptyStack, input: input, expected: "at least one screen for the split view at \(path)", found: "none")
            }
            return try replacingSplit(split, with: split.expanding(screens), at: path)
        case .setColumn(let column, let screens):
            if column == .sidebar, screens.isEmpty {
                throw NavigationError(.emptyStack, input: input, expected: "at least one screen in the sidebar at \(path)", found: "none")
            }
            guard let edited = split.setting(column, to: screens) else {
                throw NavigationError(.notASplit, input: input, expected: "a \(column) column at \(path)", found: split.kindName)
            }
            return try replacingSplit(split, with: edited, at: path)
        case .present, .dismiss, .dismissTo, .setRoot, .selectTab:
            return nil
        }
    }

    /// The state with the split at `path` edited from `old` into `new` by the one host step that
    /// does it (validated).
    private func replacingSplit(_ old: SplitColumns, with new: SplitColumns, at path: ContainerPath) throws(NavigationError) -> NavigationState {
        switch ContainerFix.betweenColumns(old, new, at: path) {
        case .same: return self
        case .step(let step): return try performing(step)
        case .replace: return try performing(.setColumns(new, in: path))
        }
    }

    /// The one host step of a push or a pop on the visible split view.
    func singleSplitStep(for command: NavigationCommand) -> HostStep? {
        guard command.editsVisibleStack, let (path, split) = visibleSplit() else { return nil }
        switch command {
        case .push(let screen): return .push(screen, in: path.column(.detail))
        case .pop: return .pop(in: path.column(split.topColumn))
        default: return nil
        }
    }
}

extension NavigationCommand {
    /// Whether the command edits the visible stack (or a split view's columns), so that a split
    /// view on the top-most level changes what it means.
    var editsVisibleStack: Bool {
        switch self {
        case .push, .pop, .popTo, .popToRoot, .setStack, .setColumn: true
        case .present, .dismiss, .dismissTo, .setRoot, .selectTab: false
        }
    }
}
