extension NavigationState {
    /// Checks the rules every state on display obeys.
    ///
    /// A valid state has a root whenever it has modal levels, no empty stack, no empty tabs, a
    /// selected index inside every tabs container, a screen in every split view's sidebar, and
    /// unique screen identities. An alert or
    /// confirmation dialog level is the top-most level and shows one `AlertContent` screen
    /// with at least one action and at most one that cancels.
    ///
    /// ```swift
    /// try NavigationState(root: .stack([])).validate()   // throws emptyStack
    /// ```
    ///
    /// - Throws: ``NavigationError`` naming the first broken rule.
    /// - Complexity: O(n) in the number of screens.
    package func validate() throws(NavigationError) {
        try validate(input: "validate()")
    }

    /// Whether ``validate()`` passes.
    package var isValid: Bool {
        do { try validate() } catch { return false }
        return true
    }

    func validate(input: String) throws(NavigationError) {
        if root == nil, !modals.isEmpty {
            throw NavigationError(
                .modalWithoutRoot, input: input, expected: "a root container under the modal levels",
                found: "\(modals.count) modal level\(modals.count == 1 ? "" : "s") and no root")
        }
        try validateAlerts(input: input)
        if hasUniqueShapeAndIdentities { return }
        var seen = Set<Screen.ID>()
        if let root { try root.validate(at: .root, seen: &seen, input: input) }
        for (index, modal) in modals.enumerated() {
            try modal.content.validate(at: ContainerPath(level: index + 1), seen: &seen, input: input)
        }
    }
}

extension NavigationState {
    /// The alert rules; O(m) in the number of modal levels.
    fileprivate func validateAlerts(input: String) throws(NavigationError) {
        for (index, modal) in modals.enumerated() where modal.style.isAlert {
            if index != modals.count - 1 {
                throw NavigationError(
                    .presentedAboveAlert, input: input, expected: "nothing presented above the \(modal.style) at level \(index + 1)",
                    found: "\(modals.count - 1 - index) level\(modals.count - 1 - index == 1 ? "" : "s") above it")
            }
            try modal.checkAlert(atLevel: index + 1, input: input)
        }
    }

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
    func collectIDsIfWellFormed(into ids: inout [UInt64]) -> Bool {
        switch self {
        case .screen(let screen):
            ids.append(screen.id.rawValue)
            return true
        case .stack(let stack):
            ids.reserveCapacity(ids.count + stack.count)
            for screen in stack { ids.append(screen.id.rawValue) }
            return !stack.isEmpty
        case .tabs(let tabs, let selected):
            guard tabs.indices.contains(selected) else { return false }
            for tab in tabs where !tab.collectIDsIfWellFormed(into: &ids) { return false }
            return true
        case .split(let split):
            for screen in split.collapsed { ids.append(screen.id.rawValue) }
            return !split.sidebar.isEmpty
        }
    }

    func validate(at path: ContainerPath, seen: inout Set<Screen.ID>, input: String) throws(NavigationError) {
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
        case .split(let split):
            if split.sidebar.isEmpty {
                throw NavigationError(
                    .emptyStack, input: input, expected: "at least one screen in the sidebar at \(path.column(.sidebar))",
                    found: "an empty sidebar")
            }
            for column in split.columns {
                for screen in split[column] ?? [] { try screen.claim(in: &seen, at: path.column(column), input: input) }
            }
        }
    }
}

extension Modal {
    /// Checks that an alert level shows one well-formed `AlertContent` screen.
    func checkAlert(atLevel level: Int, input: String) throws(NavigationError) {
        guard case .screen(let screen) = content, let alert = screen.destination.as(AlertContent.self) else {
            throw NavigationError(
                .malformedAlert, input: input, expected: "one screen showing an AlertContent at level \(level)",
                found: content.kindName)
        }
        let cancels = alert.actions.filter { $0.role == .cancel }.count
        guard !alert.actions.isEmpty, cancels <= 1 else {
            throw NavigationError(
                .malformedAlert, input: input, expected: "at least one action and at most one cancel action in \(screen.id)",
                found: alert.actions.isEmpty ? "no action" : "\(cancels) cancel actions")
        }
    }
}

extension Screen {
    fileprivate func claim(in seen: inout Set<ID>, at path: ContainerPath, input: String) throws(NavigationError) {
        if !seen.insert(id).inserted {
            throw NavigationError(
                .duplicateScreenID, input: input, expected: "screen identities unique in the state",
                found: "\(id) a second time (at \(path))")
        }
    }
}
