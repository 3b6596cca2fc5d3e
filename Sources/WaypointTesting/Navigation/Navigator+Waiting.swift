@_spi(Tooling) public import WaypointNavigation

extension Navigator {
    /// Records a test failure unless, within `timeout`, the host settles showing a state that
    /// prints as `tree`; the message shows both trees.
    ///
    /// Use it where transitions finish later than the call that started them — a flow that
    /// loads before it shows, a host with real animations.
    ///
    /// ```swift
    /// hub.start(url: "nuapp://accounts/7")
    /// await navigator.expectSettled(to: """
    ///     root: stack
    ///       #1 home  owner: app
    ///       #2 account(7)  owner: link
    ///     """)
    /// ```
    ///
    /// - Parameters:
    ///   - tree: The expected printed tree (see `NavigationState/description`).
    ///   - timeout: How long to wait at most (five seconds by default).
    ///   - fileID: The test's `#fileID`, where the failure is reported (the caller's by default).
    ///   - filePath: The test's `#filePath`, where the failure is reported.
    ///   - line: The test's `#line`, where the failure is reported.
    ///   - column: The test's `#column`, where the failure is reported.
    /// - Returns: Whether the host settled on that tree in time.
    @discardableResult
    public func expectSettled(
        to tree: String, within timeout: Duration = .seconds(5),
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async -> Bool {
        let settled = await withDeadline(timeout) { [self] in
            while !(isSettled && state.description == tree) {
                await settle()
                if isSettled && state.description == tree { break }
                // The state is settled but different: give pending flows a turn to change it.
                try? await Task.sleep(for: .milliseconds(1))
                if Task.isCancelled { return false }
            }
            return true
        }
        guard settled != true else { return true }
        let actual = isSettled ? state.description : shown.description + "\n(transitions still running)"
        CallSite(fileID: fileID, filePath: filePath, line: line, column: column).fail(
            "navigator did not settle on the expected tree within \(timeout)\nexpected:\n\(indented(tree))\nactual:\n\(indented(actual))"
        )
        return false
    }
}
