extension NavigationState {
    /// Every screen on display: the root's screens first, then each modal level's, lowest first.
    ///
    /// ```swift
    /// state.screens.map(\.id)   // [#1, #2, #3]
    /// ```
    ///
    /// - Complexity: O(n) in the number of screens.
    public var screens: [Screen] {
        var result: [Screen] = []
        root?.appendScreens(to: &result)
        for modal in modals { modal.content.appendScreens(to: &result) }
        return result
    }

    /// The screens a flow owns, in the order of ``screens``.
    ///
    /// ```swift
    /// state.screens(ownedBy: "cards").isEmpty   // the cards flow can be released
    /// ```
    ///
    /// - Parameter owner: The flow whose screens to list.
    /// - Returns: The screens whose ``Screen/owner`` is `owner`.
    /// - Complexity: O(n) in the number of screens.
    package func screens(ownedBy owner: FlowID) -> [Screen] {
        screens.filter { $0.owner == owner }
    }

    /// The screen the user sees: the visible screen of the top-most level, or `nil` when empty.
    ///
    /// Inside tabs it is the top of the selected tab's stack.
    ///
    /// ```swift
    /// state.topScreen?.destination.as(CardDestination.self)   // .block(id: 7)
    /// ```
    ///
    /// - Complexity: O(d) in the depth of nested tabs.
    package var topScreen: Screen? {
        container(atLevel: topLevel)?.visibleScreen
    }

    /// The largest screen identity in the state, or `nil` when it is empty.
    ///
    /// Start a ``ScreenIDGenerator`` after it so new screens never collide with restored ones.
    ///
    /// ```swift
    /// var ids = ScreenIDGenerator(after: restored.maxScreenID)
    /// ```
    ///
    /// - Complexity: O(n) in the number of screens.
    @_spi(HostAuthoring) public var maxScreenID: Screen.ID? { screens.lazy.map(\.id).max() }

    /// The number of presentation levels: 0 when empty, else 1 for the root plus one per modal.
    @_spi(HostAuthoring) public var levelCount: Int { root == nil ? 0 : 1 + modals.count }

    /// The top-most presentation level (0 is the root).
    @_spi(HostAuthoring) public var topLevel: Int { modals.count }

    /// The container that fills a presentation level (0 is the root, `k` is `modals[k - 1]`).
    ///
    /// ```swift
    /// state.container(atLevel: 1)   // the first modal's content
    /// ```
    ///
    /// - Parameter level: The level.
    /// - Returns: The container, or `nil` when the level does not exist.
    package func container(atLevel level: Int) -> Container? {
        if level == 0 { return root }
        guard root != nil, level >= 1, level <= modals.count else { return nil }
        return modals[level - 1].content
    }

    /// The container at `path`, or `nil` when the path names none.
    ///
    /// ```swift
    /// state.container(at: ContainerPath(level: 0, tabs: [1]))
    /// ```
    ///
    /// - Parameter path: The level and tab indices.
    /// - Returns: The container, or `nil`.
    /// - Complexity: O(d) in the number of tab indices.
    @_spi(HostAuthoring) public func container(at path: ContainerPath) -> Container? {
        container(atLevel: path.level)?.descendant(at: path)
    }

    /// The path of the container the user sees on level `level`, following selected tabs; a
    /// split view's path has no column (its collapsed stack).
    ///
    /// ```swift
    /// state.visiblePath(ofLevel: state.topLevel)   // where a push would land
    /// ```
    ///
    /// - Parameter level: The presentation level.
    /// - Returns: The path, or `nil` when the level does not exist.
    @_spi(HostAuthoring) public func visiblePath(ofLevel level: Int) -> ContainerPath? {
        guard let container = container(atLevel: level) else { return nil }
        return ContainerPath(level: level, tabs: container.visibleTabs)
    }

    func replacingContainer(at path: ContainerPath, with replacement: Container) -> NavigationState {
        var copy = self
        if path.level == 0 {
            copy.root = root?.replacingDescendant(at: path, with: replacement)
        } else {
            let index = path.level - 1
            copy.modals[index].content = modals[index].content.replacingDescendant(at: path, with: replacement)
        }
        return copy
    }
}
