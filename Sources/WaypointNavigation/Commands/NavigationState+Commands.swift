extension NavigationState {
    /// The state after `command`, or a typed error that leaves this state as it was.
    ///
    /// Impossible commands throw: popping a stack's root screen, dismissing with nothing
    /// presented, popping to a screen that is not in the visible stack, pushing where the
    /// top-most level shows no stack, a duplicate screen identity, an empty stack, a tab index
    /// out of range, presenting above an alert or a malformed alert.
    ///
    /// ```swift
    /// let state = NavigationState(root: .stack([home]))
    /// let next = try state.applying(.push(detail))    // root stack [home, detail]
    /// _ = try state.applying(.pop)                    // throws popAtRoot
    /// ```
    ///
    /// - Parameter command: The change to make.
    /// - Returns: The new state, which satisfies ``validate()``.
    /// - Throws: ``NavigationError`` naming the command and what it needed.
    /// - Complexity: O(n) in the number of screens (the result is validated).
    @_spi(HostAuthoring) public func applying(_ command: NavigationCommand) throws(NavigationError) -> NavigationState {
        do {
            return try applying(command, input: "")
        } catch {
            throw error.with(input: command.description)
        }
    }

    /// The work of ``applying(_:)``; errors get the command's description as they leave it, so
    /// that the description is only built when something fails.
    private func applying(_ command: NavigationCommand, input: String) throws(NavigationError) -> NavigationState {
        if command.editsVisibleStack, let (path, split) = visibleSplit(), let next = try applyingToSplit(command, at: path, split, input: input) {
            return next
        }
        switch command {
        case .push(let screen):
            return try performing(.push(screen, in: try visibleStack(for: input).path))
        case .pop:
            let (path, stack) = try visibleStack(for: input)
            guard stack.count > 1 else {
                throw NavigationError(
                    .popAtRoot, input: input, expected: "at least 2 screens in the stack at \(path)",
                    found: "only its root screen \(stack[0].id)")
            }
            return try performing(.pop(in: path))
        case .popTo(let id):
            let (path, stack) = try visibleStack(for: input)
            guard let index = stack.firstIndex(where: { $0.id == id }) else {
                throw NavigationError(
                    .screenNotFound, input: input, expected: "\(id) in the stack at \(path)",
                    found: "[\(stack.map(\.id.description).joined(separator: ", "))]")
            }
            return index == stack.count - 1 ? self : try performing(.setStack(Array(stack[...index]), in: path))
        case .popToRoot:
            let (path, stack) = try visibleStack(for: input)
            return stack.count == 1 ? self : try performing(.setStack([stack[0]], in: path))
        case .setStack(let screens):
            return try performing(.setStack(screens, in: try visibleStack(for: input).path))
        case .present(let modal):
            try requireRoot(for: input)
            return try performing(.present(modal, fromLevel: topLevel))
        case .dismiss:
            try requireRoot(for: input)
            guard !modals.isEmpty else {
                throw NavigationError(.nothingPresented, input: input, expected: "a presented modal level", found: "only the root")
            }
            return try performing(.dismiss(toLevel: topLevel - 1))
        case .dismissTo(let level):
            try requireRoot(for: input)
            guard (0...topLevel).contains(level) else {
                throw NavigationError(
                    .levelOutOfRange, input: input, expected: "a level in 0...\(topLevel)", found: "\(level)")
            }
            return level == topLevel ? self : try performing(.dismiss(toLevel: level))
        case .setRoot(let container):
            let next = NavigationState(root: container, width: width)
            try next.validate(input: input)
            return next
        case .selectTab(let index):
            try requireRoot(for: input)
            let path = ContainerPath(level: topLevel)
            guard let top = container(at: path), case .tabs = top else {
                let found = container(at: path).map(\.kindName) ?? "nothing"
                throw NavigationError(.noTabs, input: input, expected: "tabs on the top-most level \(topLevel)", found: found)
            }
            return try performing(.selectTab(index, in: path))
        case .setColumn(let column, _):
            try requireRoot(for: input)
            let found = visiblePath(ofLevel: topLevel).flatMap { container(at: $0) }?.kindName ?? "nothing"
            throw NavigationError(.notASplit, input: input, expected: "a split view with a \(column) column on the top-most level \(topLevel)", found: found)
        }
    }

    private func requireRoot(for input: String) throws(NavigationError) {
        if root == nil {
            throw NavigationError(.nothingOnDisplay, input: input, expected: "a screen on display", found: "an empty state")
        }
    }

    private func visibleStack(for input: String) throws(NavigationError) -> (path: ContainerPath, stack: [Screen]) {
        try requireRoot(for: input)
        guard let path = visiblePath(ofLevel: topLevel), let container = container(at: path) else {
            throw NavigationError(.nothingOnDisplay, input: input, expected: "a screen on display", found: "an empty state")
        }
        guard case .stack(let stack) = container else {
            throw NavigationError(
                .notAStack, input: input, expected: "a stack at \(path) (the top-most level)", found: container.kindName)
        }
        return (path, stack)
    }
}

extension NavigationState {
    /// The one host step that performs `command` on this state, for the commands that are a
    /// single step (push, pop, present, dismiss); `nil` for the others. Only meaningful when
    /// ``applying(_:)`` accepts the command.
    ///
    /// - Complexity: O(t) in the depth of nested tabs on the top-most level.
    func singleHostStep(for command: NavigationCommand) -> HostStep? {
        if let step = singleSplitStep(for: command) { return step }
        switch command {
        case .push(let screen):
            guard let path = visiblePath(ofLevel: topLevel) else { return nil }
            return .push(screen, in: path)
        case .pop:
            guard let path = visiblePath(ofLevel: topLevel) else { return nil }
            return .pop(in: path)
        case .present(let modal):
            return root == nil ? nil : .present(modal, fromLevel: topLevel)
        case .dismiss:
            return root == nil || modals.isEmpty ? nil : .dismiss(toLevel: topLevel - 1)
        case .popTo, .popToRoot, .setStack, .dismissTo, .setRoot, .selectTab, .setColumn:
            return nil
        }
    }
}
