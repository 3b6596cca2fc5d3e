extension NavigationState {
    /// Checks the rules every state on display obeys.
    ///
    /// A valid state has a root whenever it has modal levels, no empty stack, no empty tabs, a
    /// selected index inside every tabs container, and unique screen identities.
    ///
    /// ```swift
    /// try NavigationState(root: .stack([])).validate()   // throws emptyStack
    /// ```
    ///
    /// - Throws: ``NavigationError`` naming the first broken rule.
    /// - Complexity: O(n) in the number of screens.
    public func validate() throws(NavigationError) {
        try validate(input: "validate()")
    }

    /// Whether ``validate()`` passes.
    public var isValid: Bool {
        do { try validate() } catch { return false }
        return true
    }

    func validate(input: String) throws(NavigationError) {
        if root == nil, !modals.isEmpty {
            throw NavigationError(
                .modalWithoutRoot, input: input, expected: "a root container under the modal levels",
                found: "\(modals.count) modal level\(modals.count == 1 ? "" : "s") and no root")
        }
        if hasUniqueShapeAndIdentities { return }
        var seen = Set<ScreenID>()
        if let root { try root.validate(at: .root, seen: &seen, input: input) }
        for (index, modal) in modals.enumerated() {
            try modal.content.validate(at: ContainerPath(level: index + 1), seen: &seen, input: input)
        }
    }
}

extension NavigationState {
    /// The fast path of validation: structure checks plus sorted identities, no hashing. When it
    /// fails, the slower path runs to name the first broken rule and where it is.
    fileprivate var hasUniqueShapeAndIdentities: Bool {
        var ids: [UInt64] = []
        ids.reserveCapacity(64)
        if let root, !root.collectIDsIfWellFormed(into: &ids) { return false }
        for modal in modals where !modal.content.collectIDsIfWellFormed(into: &ids) { return false }
        ids.sort()
        for index in ids.indices.dropFirst() where ids[index] == ids[index - 1] { return false }
        return true
    }
}

extension Container {
    fileprivate func collectIDsIfWellFormed(into ids: inout [UInt64]) -> Bool {
        switch self {
        case .screen(let screen):
            ids.append(screen.id.rawValue)
            return true
        case .stack(let stack):
            ids.reserveCapacity(ids.count + stack.count)
            for index in stack.indices { ids.append(stack[index].id.rawValue) }
            return !stack.isEmpty
        case .tabs(let tabs, let selected):
            guard tabs.indices.contains(selected) else { return false }
            for tab in tabs where !tab.collectIDsIfWellFormed(into: &ids) { return false }
            return true
        }
    }

    func validate(at path: ContainerPath, seen: inout Set<ScreenID>, input: String) throws(NavigationError) {
        switch self {
        case .screen(let screen):
            try screen.claim(in: &seen, at: path, input: input)
        case .stack(let stack):
            if stack.isEmpty {
                throw NavigationError(.emptyStack, input: input, expected: "at least one screen in the stack at \(path)", found: "an empty stack")
            }
            for screen in stack { try screen.claim(in: &seen, at: path, input: input) }
        case .tabs(let tabs, let selected):
            if tabs.isEmpty {
                throw NavigationError(.emptyTabs, input: input, expected: "at least one tab at \(path)", found: "no tabs")
            }
            if !tabs.indices.contains(selected) {
                throw NavigationError(
                    .tabOutOfRange, input: input, expected: "a selected tab in 0..<\(tabs.count) at \(path)", found: "\(selected)")
            }
            for (index, tab) in tabs.enumerated() { try tab.validate(at: path.tab(index), seen: &seen, input: input) }
        }
    }
}

extension Screen {
    fileprivate func claim(in seen: inout Set<ScreenID>, at path: ContainerPath, input: String) throws(NavigationError) {
        if !seen.insert(id).inserted {
            throw NavigationError(
                .duplicateScreenID, input: input, expected: "screen identities unique in the state",
                found: "\(id) a second time (at \(path))")
        }
    }
}
