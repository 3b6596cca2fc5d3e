extension NavigationState {
    /// The state after a host performs `step`, under UIKit's rules, or a typed error when the
    /// host would refuse it.
    ///
    /// The rules: a dismissal names a level below the top; the root is replaced only while
    /// nothing is presented; a level presents only when it is the top-most one (presenting from
    /// a screen that is already presenting is refused); pushes, pops and stack replacements
    /// happen only in stacks and never empty one; tab changes happen only in tabs; and every
    /// step keeps screen identities unique.
    ///
    /// ```swift
    /// let shown = try state.performing(.push(detail, in: .root))
    /// _ = try shown.performing(.present(sheet, fromLevel: 0))   // fine
    /// ```
    ///
    /// - Parameter step: The transition.
    /// - Returns: The state the host shows afterwards.
    /// - Throws: ``NavigationError`` naming the step and the broken rule.
    /// - Complexity: O(n) in the number of screens (the result is validated).
    public func performing(_ step: HostStep) throws(NavigationError) -> NavigationState {
        do {
            return try performing(step, input: "")
        } catch {
            throw error.with(input: step.description)
        }
    }

    private func performing(_ step: HostStep, input: String) throws(NavigationError) -> NavigationState {
        var next = self
        switch step {
        case .dismiss(let level):
            guard root != nil, (0..<topLevel).contains(level) else {
                let expected = topLevel == 0 ? "a presented modal level" : "a level in 0..<\(topLevel)"
                throw NavigationError(
                    topLevel == 0 ? .nothingPresented : .levelOutOfRange, input: input, expected: expected,
                    found: root == nil ? "an empty state" : "level \(level)")
            }
            next.modals.removeSubrange(level...)
            return next
        case .setRoot(let container):
            guard modals.isEmpty else {
                throw NavigationError(
                    .rootIsPresenting, input: input, expected: "no presented modal level",
                    found: "\(modals.count) presented level\(modals.count == 1 ? "" : "s")")
            }
            next.root = container
        case .present(let modal, let level):
            guard root != nil else {
                throw NavigationError(.nothingOnDisplay, input: input, expected: "a root to present from", found: "an empty state")
            }
            guard level == topLevel else {
                throw NavigationError(
                    level < topLevel ? .alreadyPresenting : .levelOutOfRange, input: input,
                    expected: "the top-most level \(topLevel) as presenter",
                    found: level < topLevel ? "level \(level) already presenting level \(level + 1)" : "level \(level)")
            }
            next.modals.append(modal)
        case .push(let screen, let path):
            let stack = try stack(at: path, input: input)
            next = replacingContainer(at: path, with: .stack(stack + [screen]))
        case .pop(let path):
            let stack = try stack(at: path, input: input)
            guard stack.count > 1 else {
                throw NavigationError(
                    .popAtRoot, input: input, expected: "at least 2 screens in the stack at \(path)",
                    found: "only its root screen \(stack[0].id)")
            }
            next = replacingContainer(at: path, with: .stack(stack.dropLast()))
        case .setStack(let screens, let path):
            _ = try stack(at: path, input: input)
            next = replacingContainer(at: path, with: .stack(screens))
        case .selectTab(let index, let path):
            let tabs = try tabs(at: path, input: input)
            guard tabs.indices.contains(index) else {
                throw NavigationError(.tabOutOfRange, input: input, expected: "a tab in 0..<\(tabs.count) at \(path)", found: "\(index)")
            }
            next = replacingContainer(at: path, with: .tabs(tabs, selected: index))
        case .setTabs(let children, let selected, let path):
            _ = try tabs(at: path, input: input)
            next = replacingContainer(at: path, with: .tabs(children, selected: selected))
        }
        try next.validate(input: input)
        return next
    }

    func existingContainer(at path: ContainerPath, input: String) throws(NavigationError) -> Container {
        guard let container = container(at: path) else {
            throw NavigationError(
                .containerNotFound, input: input, expected: "a container at \(path)",
                found: root == nil ? "an empty state" : "\(levelCount) level\(levelCount == 1 ? "" : "s") without that path")
        }
        return container
    }

    private func stack(at path: ContainerPath, input: String) throws(NavigationError) -> [Screen] {
        let container = try existingContainer(at: path, input: input)
        guard case .stack(let stack) = container else {
            throw NavigationError(.notAStack, input: input, expected: "a stack at \(path)", found: container.kindName)
        }
        return stack
    }

    func tabs(at path: ContainerPath, input: String) throws(NavigationError) -> [Container] {
        let container = try existingContainer(at: path, input: input)
        guard case .tabs(let tabs, _) = container else {
            throw NavigationError(.noTabs, input: input, expected: "tabs at \(path)", found: container.kindName)
        }
        return tabs
    }
}
