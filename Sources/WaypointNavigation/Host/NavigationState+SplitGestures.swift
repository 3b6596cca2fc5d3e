extension NavigationState {
    /// The state after a pop gesture on a split view, or `nil` when `gesture` is not one.
    ///
    /// What the user can touch depends on the width, by the same rule the hosts follow: in a
    /// compact width the split is one stack (a path without a column), whose Back button pops
    /// its top-most screen, even a column's last one; in a regular width each column is a stack
    /// of its own (a path with a column) whose Back button keeps its root screen.
    func performingOnSplit(_ gesture: UserGesture, input: String) throws(NavigationError) -> NavigationState? {
        let path: ContainerPath, keeping: ([Screen]) -> Int?
        switch gesture {
        case .interactivePop(let at), .cancelledInteractivePop(let at):
            path = at
            keeping = { $0.count > 1 ? $0.count - 1 : nil }
        case .popTo(let id, let at):
            path = at
            keeping = { stack in stack.firstIndex { $0.id == id }.flatMap { $0 < stack.count - 1 ? $0 + 1 : nil } }
        default:
            return nil
        }
        guard case .split(let split)? = container(at: path.withoutColumn) else { return nil }
        try requireVisible(path.withoutColumn, input: input)
        let collapsed = width == .compact
        guard collapsed == (path.column == nil) else {
            throw NavigationError(
                .gestureNotAllowed, input: input,
                expected: collapsed ? "the collapsed split view at \(path.withoutColumn) (a compact width)" : "a column of the split view at \(path) (a regular width)",
                found: "\(path) in a \(width) width")
        }
        let stack = path.column.flatMap { split[$0] } ?? split.collapsed
        guard let kept = keeping(stack) else {
            throw NavigationError(
                .gestureNotAllowed, input: input, expected: "a screen to pop back from in the split view at \(path)",
                found: "[\(stack.map(\.id.description).joined(separator: ", "))]")
        }
        if case .cancelledInteractivePop = gesture { return self }
        let edited = path.column.flatMap { split.setting($0, to: Array(stack[..<kept])) } ?? split.expanding(Array(stack[..<kept]))
        return replacingContainer(at: path.withoutColumn, with: .split(edited))
    }

    /// This target adjusted to a pop the user made on a collapsed split view of `shown`: every
    /// screen the pop removed leaves the target too. `nil` when `gesture` is not such a pop.
    func reconcilingCollapsedPop(_ gesture: UserGesture, shown: NavigationState, after: NavigationState) -> NavigationState? {
        switch gesture {
        case .interactivePop(let path), .popTo(_, let path):
            guard path.column == nil, case .split(let before)? = shown.container(at: path),
                case .split(let kept)? = after.container(at: path)
            else { return nil }
            var next = self
            for screen in before.collapsed.dropFirst(kept.collapsed.count) {
                guard let removed = next.removing(screen.id) else { return after }
                next = removed
            }
            return next
        default:
            return nil
        }
    }
}

extension NavigationState {
    /// The path of the stack whose Back button the user sees on `level`: the visible container,
    /// and in a split view of a regular width its top-most column (``SplitColumns/topColumn``).
    func backButtonPath(ofLevel level: Int) -> ContainerPath? {
        guard let path = visiblePath(ofLevel: level) else { return nil }
        guard width == .regular, case .split(let split)? = container(at: path) else { return path }
        return path.column(split.topColumn)
    }
}
