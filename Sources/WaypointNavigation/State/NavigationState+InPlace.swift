extension NavigationState {
    /// Edits the stack at `path` in place; does nothing when there is no stack there.
    ///
    /// The container is taken out of the state while `body` runs, so a stack this state holds
    /// alone is edited without copying its screens.
    ///
    /// - Complexity: O(1) beyond `body` when the stack is not shared, otherwise one copy.
    mutating func modifyStack(at path: ContainerPath, _ body: (inout [Screen]) -> Void) {
        modifyContainer(atLevel: path.level) { $0.modifyStack(at: path.tabs[...], column: path.column, body) }
    }

    /// Edits the tabs (and the selection) at `path` in place; does nothing when there are no tabs there.
    mutating func modifyTabs(at path: ContainerPath, _ body: (inout [Container], inout Int) -> Void) {
        modifyContainer(atLevel: path.level) { $0.modifyTabs(at: path.tabs[...], body) }
    }

    private mutating func modifyContainer(atLevel level: Int, _ body: (inout Container) -> Void) {
        if level == 0 {
            guard var container = root else { return }
            root = nil
            body(&container)
            root = container
        } else if modals.indices.contains(level - 1) {
            var container = modals[level - 1].content
            modals[level - 1].content = .placeholder
            body(&container)
            modals[level - 1].content = container
        }
    }

    /// Whether a screen with `id` is on display, comparing identities only.
    ///
    /// - Complexity: O(n) in the number of screens, read in place without hashing or copying them.
    func containsScreen(withID id: Screen.ID) -> Bool {
        if let root, root.containsScreen(withID: id.rawValue) { return true }
        for modal in modals where modal.content.containsScreen(withID: id.rawValue) { return true }
        return false
    }

    /// Whether `content` is well formed, has unique identities, and shares none with this state:
    /// then it can be added as a new level without breaking ``validate()``.
    ///
    /// - Complexity: O(n log k) for n screens here and k in `content`.
    func canAdd(_ content: Container) -> Bool {
        var added: [UInt64] = []
        guard content.collectIDsIfWellFormed(into: &added) else { return false }
        added.sort()
        for index in added.indices.dropFirst() where added[index] == added[index - 1] { return false }
        if let root, root.containsScreen(where: { added.containsSorted($0) }) { return false }
        for modal in modals where modal.content.containsScreen(where: { added.containsSorted($0) }) { return false }
        return true
    }
}

extension Container {
    /// A throwaway value that holds a container's place while it is edited out of line.
    static let placeholder = Container.tabs([], selected: 0)

    fileprivate mutating func modifyStack(at tabs: ArraySlice<Int>, column: SplitColumns.Column?, _ body: (inout [Screen]) -> Void) {
        if let first = tabs.first {
            guard case .tabs(var children, let selected) = self, children.indices.contains(first) else { return }
            self = .placeholder
            children[first].modifyStack(at: tabs.dropFirst(), column: column, body)
            self = .tabs(children, selected: selected)
            return
        }
        if let column {
            guard case .split(var split) = self else { return }
            self = .placeholder
            split.modifyColumn(column, body)
            self = .split(split)
            return
        }
        guard case .stack(var stack) = self else { return }
        self = .placeholder
        body(&stack)
        self = .stack(stack)
    }

    fileprivate mutating func modifyTabs(at tabs: ArraySlice<Int>, _ body: (inout [Container], inout Int) -> Void) {
        guard case .tabs(var children, var selected) = self else { return }
        self = .placeholder
        if let first = tabs.first {
            if children.indices.contains(first) { children[first].modifyTabs(at: tabs.dropFirst(), body) }
        } else {
            body(&children, &selected)
        }
        self = .tabs(children, selected: selected)
    }

    func containsScreen(withID id: UInt64) -> Bool {
        containsScreen { $0 == id }
    }

    func containsScreen(where matches: (UInt64) -> Bool) -> Bool {
        switch self {
        case .screen(let screen):
            return matches(screen.id.rawValue)
        case .stack(let stack):
            return stack.withUnsafeBufferPointer { screens in screens.contains { matches($0.id.rawValue) } }
        case .tabs(let tabs, _):
            return tabs.contains { $0.containsScreen(where: matches) }
        case .split(let split):
            return split.columns.contains { column in (split[column] ?? []).contains { matches($0.id.rawValue) } }
        }
    }
}

extension Array where Element == UInt64 {
    /// Binary search in a sorted array.
    fileprivate func containsSorted(_ value: UInt64) -> Bool {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if self[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low < count && self[low] == value
    }
}
