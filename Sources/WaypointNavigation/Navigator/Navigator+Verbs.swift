extension Navigator {
    /// Pushes a screen showing `destination` on the visible stack of the top-most level.
    ///
    /// The verbs are for views and app code, which have no use for a typed failure: a verb that
    /// cannot apply changes nothing, reports a runtime warning in a debug build (naming the
    /// call and why) and returns `nil` or `false`. The new screen belongs to the flow that owns
    /// the screen it lands above, so it leaves with that flow; inside a flow, use its
    /// coordinator's throwing verbs.
    ///
    /// ```swift
    /// Button("Card") { navigator.push(Card.detail(id: 7)) }
    /// ```
    ///
    /// - Parameters:
    ///   - destination: What the screen shows.
    ///   - animated: Whether the host animates the push; `true` by default.
    ///   - fileID: The caller's file, named by the runtime warning; leave the default.
    ///   - line: The caller's line, named by the runtime warning; leave the default.
    /// - Returns: The screen pushed, or `nil` when nothing changed (for example, no stack on top).
    @discardableResult
    public func push(
        _ destination: some Destination, animated: Bool = true, fileID: StaticString = #fileID, line: UInt = #line
    ) -> Screen? {
        let screen = makeScreen(destination, owner: committed.topScreen?.owner ?? .app)
        return apply(.push(screen), animated: animated, fileID: fileID, line: line) ? screen : nil
    }

    /// Presents a new modal level whose stack starts with a screen showing `destination`.
    ///
    /// The screen belongs to the flow that owns the screen on top; see ``push(_:animated:fileID:line:)``
    /// for what happens when the presentation cannot apply.
    ///
    /// ```swift
    /// Button("Help") { navigator.present(Help.index, style: .sheet) }
    /// ```
    ///
    /// - Parameters:
    ///   - destination: What the first screen of the level shows.
    ///   - style: How the level is shown; a sheet by default.
    ///   - detents: The heights a sheet (or a popover shown as a sheet) may rest at; full height
    ///     by default.
    ///   - animated: Whether the host animates the presentation; `true` by default.
    ///   - fileID: The caller's file, named by the runtime warning; leave the default.
    ///   - line: The caller's line, named by the runtime warning; leave the default.
    /// - Returns: The screen presented, or `nil` when nothing changed.
    @discardableResult
    public func present(
        _ destination: some Destination, style: Modal.Style = .sheet, detents: [Modal.Detent] = [.large],
        animated: Bool = true, fileID: StaticString = #fileID, line: UInt = #line
    ) -> Screen? {
        let screen = makeScreen(destination, owner: committed.topScreen?.owner ?? .app)
        let modal = Modal(style, .stack([screen]), detents: detents)
        return apply(.present(modal), animated: animated, fileID: fileID, line: line) ? screen : nil
    }

    /// Dismisses the top modal level.
    ///
    /// ```swift
    /// Button("Close") { navigator.dismiss() }
    /// ```
    ///
    /// - Parameters:
    ///   - animated: Whether the host animates the dismissal; `true` by default.
    ///   - fileID: The caller's file, named by the runtime warning; leave the default.
    ///   - line: The caller's line, named by the runtime warning; leave the default.
    /// - Returns: Whether a level was dismissed; `false` (with a runtime warning) when nothing
    ///   is presented.
    @discardableResult
    public func dismiss(animated: Bool = true, fileID: StaticString = #fileID, line: UInt = #line) -> Bool {
        apply(.dismiss, animated: animated, fileID: fileID, line: line)
    }

    /// Pops the top screen of the visible stack of the top-most level.
    ///
    /// - Parameters:
    ///   - animated: Whether the host animates the pop; `true` by default.
    ///   - fileID: The caller's file, named by the runtime warning; leave the default.
    ///   - line: The caller's line, named by the runtime warning; leave the default.
    /// - Returns: Whether a screen was popped; `false` (with a runtime warning) on a stack's root.
    @discardableResult
    public func pop(animated: Bool = true, fileID: StaticString = #fileID, line: UInt = #line) -> Bool {
        apply(.pop, animated: animated, fileID: fileID, line: line)
    }

    /// Pops the visible stack down to the top-most screen showing `destination`, which stays.
    ///
    /// ```swift
    /// navigator.pop(to: Card.detail(id: 7))   // back from the card's settings to the card
    /// ```
    ///
    /// - Parameters:
    ///   - destination: What the screen to go back to shows.
    ///   - animated: Whether the host animates the pop; `true` by default.
    ///   - fileID: The caller's file, named by the runtime warning; leave the default.
    ///   - line: The caller's line, named by the runtime warning; leave the default.
    /// - Returns: Whether the stack now ends with that screen; `false` (with a runtime warning)
    ///   when no screen of the visible stack shows `destination`.
    /// - Complexity: O(n) in the number of screens on the visible stack.
    @discardableResult
    public func pop(
        to destination: some Destination, animated: Bool = true, fileID: StaticString = #fileID, line: UInt = #line
    ) -> Bool {
        let wanted = AnyDestination(destination)
        let visible = committed.visiblePath(ofLevel: committed.topLevel).flatMap { committed.container(at: $0) }
        guard let screen = visible?.screens.last(where: { $0.destination == wanted }) else {
            RuntimeWarning.report(
                "pop(to: \(wanted)) changed nothing: no screen of the visible stack shows it", fileID: fileID, line: line)
            return false
        }
        return apply(.popTo(screen.id), animated: animated, fileID: fileID, line: line)
    }

    /// Pops the visible stack of the top-most level down to its root screen.
    ///
    /// - Parameters:
    ///   - animated: Whether the host animates the pop; `true` by default.
    ///   - fileID: The caller's file, named by the runtime warning; leave the default.
    ///   - line: The caller's line, named by the runtime warning; leave the default.
    /// - Returns: Whether the stack now shows only its root (already being there counts);
    ///   `false` (with a runtime warning) when the top-most level shows no stack.
    @discardableResult
    public func popToRoot(animated: Bool = true, fileID: StaticString = #fileID, line: UInt = #line) -> Bool {
        apply(.popToRoot, animated: animated, fileID: fileID, line: line)
    }

    /// Selects the tab whose first screen shows `tab`, of the tabs that fill the top-most level.
    ///
    /// ```swift
    /// Button("See cards") { navigator.select(tab: Tab.cards) }
    /// ```
    ///
    /// - Parameters:
    ///   - tab: What the first screen of the tab to select shows.
    ///   - animated: Whether the host animates the change; `true` by default.
    ///   - fileID: The caller's file, named by the runtime warning; leave the default.
    ///   - line: The caller's line, named by the runtime warning; leave the default.
    /// - Returns: Whether that tab is now selected; `false` (with a runtime warning) when no tab
    ///   of the top-most level starts with `tab`.
    @discardableResult
    public func select(
        tab: some Destination, animated: Bool = true, fileID: StaticString = #fileID, line: UInt = #line
    ) -> Bool {
        let wanted = AnyDestination(tab)
        guard let index = committed.topTabs?.tabs.firstIndex(where: { $0.screens.first?.destination == wanted }) else {
            RuntimeWarning.report(
                "select(tab: \(wanted)) changed nothing: no tab of the top-most level starts with it", fileID: fileID, line: line)
            return false
        }
        return apply(.selectTab(index), animated: animated, fileID: fileID, line: line)
    }

    /// Executes `command`; a refusal is reported as a runtime warning instead of thrown.
    func apply(_ command: NavigationCommand, animated: Bool, fileID: StaticString, line: UInt) -> Bool {
        do {
            try execute(command, animated: animated)
            return true
        } catch {
            RuntimeWarning.report("\(command) changed nothing: \(error)", fileID: fileID, line: line)
            return false
        }
    }
}
