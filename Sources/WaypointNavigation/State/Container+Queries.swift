extension Container {
    /// Every screen in the container, in display order (tabs left to right, stacks bottom first,
    /// a split's columns as its collapsed stack).
    ///
    /// ```swift
    /// Container.stack([a, b]).screens   // [a, b]
    /// ```
    ///
    /// - Complexity: O(n) in the number of screens.
    public var screens: [Screen] {
        var result: [Screen] = []
        appendScreens(to: &result)
        return result
    }

    func appendScreens(to result: inout [Screen]) {
        switch self {
        case .screen(let screen): result.append(screen)
        case .stack(let stack): result.append(contentsOf: stack)
        case .tabs(let tabs, _): for tab in tabs { tab.appendScreens(to: &result) }
        case .split(let split): result.append(contentsOf: split.collapsed)
        }
    }

    /// Appends the identity of every screen, in display order, without copying the screens.
    func appendIDs(to ids: inout [Screen.ID]) {
        switch self {
        case .screen(let screen): ids.append(screen.id)
        case .stack(let stack): for index in stack.indices { ids.append(stack[index].id) }
        case .tabs(let tabs, _): for tab in tabs { tab.appendIDs(to: &ids) }
        case .split(let split): for screen in split.collapsed { ids.append(screen.id) }
        }
    }

    /// The identities of every screen.
    var screenIDs: Set<Screen.ID> {
        var ids: [Screen.ID] = []
        appendIDs(to: &ids)
        return Set(ids)
    }

    /// The tab indices from this container down to the container the user sees.
    var visibleTabs: [Int] {
        var path: [Int] = []
        var current = self
        while case .tabs(let tabs, let selected) = current, tabs.indices.contains(selected) {
            path.append(selected)
            current = tabs[selected]
        }
        return path
    }

    /// The screen the user sees in this container.
    package var visibleScreen: Screen? {
        switch self {
        case .screen(let screen): screen
        case .stack(let stack): stack.last
        case .tabs(let tabs, let selected): tabs.indices.contains(selected) ? tabs[selected].visibleScreen : nil
        case .split(let split): split.collapsed.last
        }
    }

    /// The container at `path` below this one (its tab indices, then its column, which is a
    /// `.stack` of the column's screens, possibly empty), or `nil`.
    func descendant(at path: ContainerPath) -> Container? {
        guard let found = descendant(at: path.tabs[...]) else { return nil }
        guard let column = path.column else { return found }
        guard case .split(let split) = found, let stack = split[column] else { return nil }
        return .stack(stack)
    }

    func descendant(at tabs: ArraySlice<Int>) -> Container? {
        guard let first = tabs.first else { return self }
        guard case .tabs(let children, _) = self, children.indices.contains(first) else { return nil }
        return children[first].descendant(at: tabs.dropFirst())
    }

    /// This container with the one at `path` below it replaced; a column is replaced by a stack.
    func replacingDescendant(at path: ContainerPath, with replacement: Container) -> Container {
        guard let column = path.column else { return replacingDescendant(at: path.tabs[...], with: replacement) }
        guard case .split(let split)? = descendant(at: path.tabs[...]), case .stack(let stack) = replacement,
            let edited = split.setting(column, to: stack)
        else { return self }
        return replacingDescendant(at: path.tabs[...], with: .split(edited))
    }

    func replacingDescendant(at tabs: ArraySlice<Int>, with replacement: Container) -> Container {
        guard let first = tabs.first else { return replacement }
        guard case .tabs(var children, let selected) = self, children.indices.contains(first) else { return self }
        children[first] = children[first].replacingDescendant(at: tabs.dropFirst(), with: replacement)
        return .tabs(children, selected: selected)
    }

    var kindName: String {
        switch self {
        case .screen(let screen): "a single screen \(screen.id)"
        case .stack(let stack): "a stack of \(stack.count) screen\(stack.count == 1 ? "" : "s")"
        case .tabs(let tabs, _): "tabs (\(tabs.count))"
        case .split(let split): split.kindName
        }
    }
}
