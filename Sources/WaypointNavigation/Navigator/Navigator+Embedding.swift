extension Navigator {
    /// Shows a stack whose bottom screen shows `root`, when the navigator shows nothing yet: the
    /// first screen of a Waypoint stack embedded in an app's own tab or sheet. A navigator that
    /// already shows something (the tab appeared again, a deep link or a restoration came
    /// first) keeps it.
    ///
    /// ```swift
    /// let navigator = Navigator(host: UIKitHost(managing: accountsTab, screens: screens.controllers))
    /// navigator.showStack(at: Accounts.list)   // true the first time, then false
    /// ```
    ///
    /// `WaypointStack(navigator:root:)` calls it when it first appears; inside a flow, use its
    /// coordinator's `setRoot(_:)`.
    ///
    /// - Parameters:
    ///   - root: What the bottom screen of the stack shows.
    ///   - fileID: The caller's file, named by the runtime warning; leave the default.
    ///   - line: The caller's line, named by the runtime warning; leave the default.
    /// - Returns: Whether the stack was set; `false` when the navigator already showed
    ///   something, or (with a runtime warning) when the host refused it.
    @discardableResult
    public func showStack(at root: some Destination, fileID: StaticString = #fileID, line: UInt = #line) -> Bool {
        guard state.root == nil else { return false }
        return apply(.setRoot(.stack([makeScreen(root)])), animated: false, fileID: fileID, line: line)
    }
}
