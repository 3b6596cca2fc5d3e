extension NavigationState {
    /// The state after a host performs `step`, under UIKit's rules, or a typed error when the
    /// host would refuse it.
    ///
    /// The rules: a dismissal names a level below the top; the root is replaced only while
    /// nothing is presented; a split's columns are replaced only by columns of the same layout,
    /// and only its content and detail columns may be popped empty; a level presents only when it is the top-most one (presenting from
    /// a screen that is already presenting is refused, and so is presenting above an alert, which
    /// must itself show one well-formed `AlertContent`); pushes, pops and stack replacements
    /// happen only in stacks and never empty one; tab changes happen only in tabs; and every
    /// step keeps screen identities unique.
    ///
    /// This state must satisfy ``validate()`` (every state a host shows does). Only what the
    /// step brings in is checked against it: a push checks the new screen's identity, a pop, a
    /// dismissal or a tab selection cannot break a rule, a presentation checks the new level.
    ///
    /// ```swift
    /// let shown = try state.performing(.push(detail, in: .root))
    /// _ = try shown.performing(.present(sheet, fromLevel: 0))   // fine
    /// ```
    ///
    /// - Parameter step: The transition.
    /// - Returns: The state the host shows afterwards.
    /// - Throws: ``NavigationError`` naming the step and the broken rule.
    /// - Complexity: O(n) in the number of screens for the copy of the changed container and
    ///   the identity check of what the step adds; pops, dismissals and tab selections check
    ///   nothing beyond the step itself.
    @_spi(HostAuthoring) public func performing(_ step: HostStep) throws(NavigationError) -> NavigationState {
        var next = self
        do {
            try next.perform(step, input: "")
        } catch {
            throw error.with(input: step.description)
        }
        return next
    }

    /// Performs `step` in place; on error the state is unchanged.
    mutating func perform(_ step: HostStep, input: String) throws(NavigationError) {
        try checkRules(of: step, input: input)
        switch step {
        case .dismiss(let level):
            modals.removeSubrange(level...)
        case .push(let screen, let path):
            modifyStack(at: path) { $0.append(screen) }
        case .pop(let path):
            modifyStack(at: path) { $0.removeLast() }
        case .selectTab(let index, let path):
            modifyTabs(at: path) { $1 = index }
        case .present(let modal, _):
            if !canAdd(modal.content) {
                // Name the broken rule exactly as a whole validation would.
                var next = self
                next.modals.append(modal)
                try next.validate(input: input)
            }
            modals.append(modal)
        case .setRoot(let container):
            var next = self
            next.root = container
            try next.validate(input: input)
            self = next
        case .setStack(let screens, let path):
            var next = self
            next.modifyStack(at: path) { $0 = screens }
            try next.validate(input: input)
            self = next
        case .setTabs(let children, let selected, let path):
            var next = self
            next.modifyTabs(at: path) { tabs, index in
                tabs = children
                index = selected
            }
            try next.validate(input: input)
            self = next
        case .setColumns(let split, let path):
            var next = self
            next = next.replacingContainer(at: path, with: .split(split))
            try next.validate(input: input)
            self = next
        }
    }

    /// Throws when the host would refuse `step` on this state, without performing it.
    ///
    /// For the steps that replace whole containers (root, stack, tabs) and for presentations,
    /// only the host's rules about where the step happens are checked; what it brings in is
    /// checked by ``perform(_:input:)``. A pushed screen's identity is checked too unless
    /// `checkingPushedIdentity` is `false` (the caller knows the result is valid).
    func checkRules(of step: HostStep, input: String, checkingPushedIdentity: Bool = true) throws(NavigationError) {
        switch step {
        case .dismiss(let level):
            guard root != nil, (0..<topLevel).contains(level) else {
                let expected = topLevel == 0 ? "a presented modal level" : "a level in 0..<\(topLevel)"
                throw NavigationError(
                    topLevel == 0 ? .nothingPresented : .levelOutOfRange, input: input, expected: expected,
                    found: root == nil ? "an empty state" : "level \(level)")
            }
        case .setRoot:
            guard modals.isEmpty else {
                throw NavigationError(
                    .rootIsPresenting, input: input, expected: "no presented modal level",
                    found: "\(modals.count) presented level\(modals.count == 1 ? "" : "s")")
            }
        case .present(let modal, let level):
            guard root != nil else {
                throw NavigationError(.nothingOnDisplay, input: input, expected: "a root to present from", found: "an empty state")
            }
            if let top = modals.last, top.style.isAlert, level == topLevel {
                throw NavigationError(
                    .presentedAboveAlert, input: input, expected: "nothing presented above the \(top.style) at level \(topLevel)",
                    found: "a new \(modal.style) level")
            }
            if modal.style.isAlert { try modal.checkAlert(atLevel: level + 1, input: input) }
            guard level == topLevel else {
                throw NavigationError(
                    level < topLevel ? .alreadyPresenting : .levelOutOfRange, input: input,
                    expected: "the top-most level \(topLevel) as presenter",
                    found: level < topLevel ? "level \(level) already presenting level \(level + 1)" : "level \(level)")
            }
        case .push(let screen, let path):
            _ = try stackCount(at: path, input: input)
            if checkingPushedIdentity, containsScreen(withID: screen.id) {
                throw NavigationError(
                    .duplicateScreenID, input: input, expected: "screen identities unique in the state",
                    found: "\(screen.id) a second time (at \(path))")
            }
        case .pop(let path):
            guard try stackCount(at: path, input: input) > path.fewestScreens else {
                let bottom = container(at: path)?.visibleScreen.map(\.id.description) ?? "?"
                throw NavigationError(
                    .popAtRoot, input: input, expected: "at least \(path.fewestScreens + 1) screen\(path.fewestScreens == 0 ? "" : "s") in the stack at \(path)",
                    found: path.fewestScreens == 0 ? "an empty column" : "only its root screen \(bottom)")
            }
        case .setStack(_, let path):
            _ = try stackCount(at: path, input: input)
        case .selectTab(let index, let path):
            let count = try tabs(at: path, input: input).count
            guard (0..<count).contains(index) else {
                throw NavigationError(.tabOutOfRange, input: input, expected: "a tab in 0..<\(count) at \(path)", found: "\(index)")
            }
        case .setTabs(_, _, let path):
            _ = try tabs(at: path, input: input)
        case .setColumns(let split, let path):
            try checkColumns(split, at: path, input: input)
        }
    }

    func existingContainer(at path: ContainerPath, input: String) throws(NavigationError) -> Container {
        guard let container = container(at: path) else {
            throw NavigationError(
                .containerNotFound, input: input, expected: "a container at \(path)",
                found: root == nil ? "an empty state" : "\(levelCount) level\(levelCount == 1 ? "" : "s") without that path")
        }
        return container
    }

    private func stackCount(at path: ContainerPath, input: String) throws(NavigationError) -> Int {
        let container = try existingContainer(at: path, input: input)
        guard case .stack(let stack) = container else {
            throw NavigationError(.notAStack, input: input, expected: "a stack at \(path)", found: container.kindName)
        }
        return stack.count
    }

    func tabs(at path: ContainerPath, input: String) throws(NavigationError) -> [Container] {
        let container = try existingContainer(at: path, input: input)
        guard case .tabs(let tabs, _) = container else {
            throw NavigationError(.noTabs, input: input, expected: "tabs at \(path)", found: container.kindName)
        }
        return tabs
    }
}
