extension NavigationState {
    /// The state a host shows after the user's `gesture`, or a typed error where the gesture is
    /// impossible.
    ///
    /// The user only acts on the top-most level and on what is visible there: a pop needs the
    /// visible stack to hold at least two screens (a pop to a screen needs it below the top of
    /// that stack), a swipe-down needs the top level to be a sheet whose visible screen allows
    /// it (``allowsSwipeDown(level:)``; a full-screen level or an alert cannot be swiped away), a
    /// tab tap needs visible tabs and a tab in range (a tap on the selected tab pops its stack to
    /// the root screen when the tab allows it), an alert's action or dismissal needs an alert on
    /// the top-most level. A cancelled pop changes nothing; a width change is always possible.
    ///
    /// ```swift
    /// let shown = try state.performing(.interactivePop(in: .root))
    /// ```
    ///
    /// - Parameter gesture: What the user did.
    /// - Returns: The state afterwards.
    /// - Throws: ``NavigationError`` of kind `gestureNotAllowed` (or a more precise kind).
    /// - Complexity: O(n) in the number of screens.
    @_spi(HostAuthoring) public func performing(_ gesture: UserGesture) throws(NavigationError) -> NavigationState {
        let input = gesture.description
        if let next = try performingOnSplit(gesture, input: input) { return next }
        switch gesture {
        case .interactivePop(let path), .cancelledInteractivePop(let path):
            try requireVisible(path, input: input)
            guard case .stack(let stack) = try existingContainer(at: path, input: input), stack.count > 1 else {
                throw NavigationError(
                    .gestureNotAllowed, input: input, expected: "a visible stack with at least 2 screens at \(path)",
                    found: container(at: path)?.kindName ?? "nothing")
            }
            if case .cancelledInteractivePop = gesture { return self }
            return replacingContainer(at: path, with: .stack(stack.dropLast()))
        case .popTo(let id, let path):
            try requireVisible(path, input: input)
            guard case .stack(let stack) = try existingContainer(at: path, input: input),
                let index = stack.firstIndex(where: { $0.id == id }), index < stack.count - 1
            else {
                throw NavigationError(
                    .gestureNotAllowed, input: input, expected: "\(id) below the top of a visible stack at \(path)",
                    found: container(at: path).map(\.kindName) ?? "nothing")
            }
            return replacingContainer(at: path, with: .stack(Array(stack[...index])))
        case .swipeDown(let level):
            guard topLevel >= 1, root != nil else {
                throw NavigationError(
                    .gestureNotAllowed, input: input, expected: "a presented sheet", found: "nothing presented")
            }
            guard level == topLevel else {
                throw NavigationError(
                    .gestureNotAllowed, input: input, expected: "the top-most modal level \(topLevel)", found: "level \(level)")
            }
            guard [.sheet, .popover].contains(modals[level - 1].style) else {
                throw NavigationError(
                    .gestureNotAllowed, input: input, expected: "a sheet or a popover at level \(level)",
                    found: "a level shown as \(modals[level - 1].style)")
            }
            guard allowsSwipeDown(level: level) else {
                let top = modals[level - 1].content.visibleScreen.map(\.id.description) ?? "?"
                throw NavigationError(
                    .gestureNotAllowed, input: input, expected: "a sheet whose visible screen allows a swipe-down",
                    found: "\(top), which refuses it")
            }
            var next = self
            next.modals.removeLast()
            return next
        case .tabTap(let index, let path):
            try requireVisible(path, input: input)
            let tabs = try tabs(at: path, input: input)
            guard tabs.indices.contains(index) else {
                throw NavigationError(.tabOutOfRange, input: input, expected: "a tab in 0..<\(tabs.count) at \(path)", found: "\(index)")
            }
            if case .tabs(_, let selected)? = container(at: path), selected == index {
                return reselecting(tabs[index], at: path.tab(index))
            }
            return replacingContainer(at: path, with: .tabs(tabs, selected: index))
        case .alertAction(let index, let level):
            let alert = try alert(atLevel: level, input: input)
            guard alert.actions.indices.contains(index) else {
                throw NavigationError(
                    .gestureNotAllowed, input: input, expected: "an action in 0..<\(alert.actions.count) of the alert at level \(level)",
                    found: "\(index)")
            }
            var next = self
            next.modals.removeLast()
            return next
        case .alertDismissed(let level):
            _ = try alert(atLevel: level, input: input)
            var next = self
            next.modals.removeLast()
            return next
        case .widthChanged(let width):
            var next = self
            next.width = width
            return next
        }
    }

    /// The state after the selected tab `tab` at `path` is tapped again: its stack popped to the
    /// root screen when the tab allows it, otherwise unchanged.
    private func reselecting(_ tab: Container, at path: ContainerPath) -> NavigationState {
        guard case .stack(let stack) = tab, stack.count > 1, tab.popsToRootOnReselect else { return self }
        return replacingContainer(at: path, with: .stack([stack[0]]))
    }

    /// The alert at the top-most `level`, or a typed error.
    private func alert(atLevel level: Int, input: String) throws(NavigationError) -> AlertContent {
        guard root != nil, level >= 1, level == topLevel, modals[level - 1].style.isAlert,
            case .screen(let screen) = modals[level - 1].content, let alert = screen.destination.as(AlertContent.self)
        else {
            throw NavigationError(
                .gestureNotAllowed, input: input, expected: "an alert or a confirmation dialog on the top-most level \(topLevel)",
                found: level >= 1 && level == topLevel && root != nil ? "a \(modals[level - 1].style) level" : "level \(level)")
        }
        return alert
    }

    func requireVisible(_ path: ContainerPath, input: String) throws(NavigationError) {
        guard root != nil, path.level == topLevel, let visible = visiblePath(ofLevel: topLevel),
            visible.tabs.starts(with: path.tabs)
        else {
            throw NavigationError(
                .gestureNotAllowed, input: input, expected: "a visible container on the top-most level \(topLevel)",
                found: root == nil ? "an empty state" : "\(path)")
        }
    }

    /// This target state, adjusted to what the user did on a host that showed `shown`.
    ///
    /// The screens the user removed leave the target too, tabs the user tapped are selected in
    /// it, and everything else the target asked for stays. When the target cannot keep its
    /// shape around the gesture, the user's state wins.
    func reconciling(_ gesture: UserGesture, shown: NavigationState, after: NavigationState) -> NavigationState {
        if let next = reconcilingCollapsedPop(gesture, shown: shown, after: after) { return next }
        switch gesture {
        case .cancelledInteractivePop:
            return self
        case .interactivePop(let path):
            guard case .stack(let stack)? = shown.container(at: path), let popped = stack.last else { return self }
            return removing(popped.id) ?? after
        case .popTo(let id, let path):
            guard case .stack(let stack)? = shown.container(at: path), let index = stack.firstIndex(where: { $0.id == id }),
                index + 1 < stack.count
            else { return self }
            return removing(stack[index + 1].id) ?? after
        case .swipeDown(let level), .alertAction(_, let level), .alertDismissed(let level):
            let gone = Set((shown.container(atLevel: level)?.screens ?? []).map(\.id))
            guard let index = modals.firstIndex(where: { $0.content.screens.contains { gone.contains($0.id) } }) else { return self }
            var next = self
            next.modals.removeSubrange(index...)
            return next
        case .tabTap(let index, let path):
            if case .tabs(_, let selected)? = shown.container(at: path), selected == index {
                // A re-tap: the screens the user popped leave the target too.
                guard case .stack(let before)? = shown.container(at: path.tab(index)),
                    case .stack(let kept)? = after.container(at: path.tab(index)), kept.count < before.count
                else { return self }
                return removing(before[kept.count].id) ?? after
            }
            guard case .tabs(let tabs, _)? = container(at: path), tabs.indices.contains(index) else { return self }
            return replacingContainer(at: path, with: .tabs(tabs, selected: index))
        case .widthChanged(let width):
            var next = self
            next.width = width
            return next
        }
    }

    /// The state without the screen `id` and the screens above it in its stack; `self` when the
    /// screen is not here; `nil` when it is the root of its stack or a single screen.
    func removing(_ id: Screen.ID) -> NavigationState? {
        for level in 0..<levelCount {
            guard let container = container(atLevel: level) else { continue }
            if let found = container.stackPath(containing: id) {
                let path = ContainerPath(level: level, tabs: found.tabs, column: found.column)
                guard found.index >= path.fewestScreens, case .stack(let stack)? = container.descendant(at: path) else { return nil }
                return replacingContainer(at: path, with: .stack(Array(stack[..<found.index])))
            }
            if container.screens.contains(where: { $0.id == id }) { return nil }
        }
        return self
    }
}

extension Container {
    fileprivate func stackPath(containing id: Screen.ID) -> (tabs: [Int], column: SplitColumns.Column?, index: Int)? {
        switch self {
        case .screen: return nil
        case .stack(let stack): return stack.firstIndex { $0.id == id }.map { ([], nil, $0) }
        case .tabs(let tabs, _):
            for (offset, tab) in tabs.enumerated() {
                if let found = tab.stackPath(containing: id) { return ([offset] + found.tabs, found.column, found.index) }
            }
            return nil
        case .split(let split):
            for column in split.columns {
                if let index = split[column]?.firstIndex(where: { $0.id == id }) { return ([], column, index) }
            }
            return nil
        }
    }
}
