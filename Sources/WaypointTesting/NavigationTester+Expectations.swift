public import WaypointNavigation

extension NavigationTester {
    /// Records a test issue unless the navigator's state is `expected`; the message shows both
    /// trees.
    ///
    /// ```swift
    /// tester.expectState(NavigationState(root: .stack([home, detail])))
    /// ```
    ///
    /// - Parameters:
    ///   - expected: The state the navigator should hold.
    ///   - comment: Added in front of the message.
    ///   - fileID: The test's `#fileID`, where the failure is reported (the caller's by default).
    ///   - filePath: The test's `#filePath`, where the failure is reported.
    ///   - line: The test's `#line`, where the failure is reported.
    ///   - column: The test's `#column`, where the failure is reported.
    /// - Returns: Whether the states matched.
    @discardableResult
    public func expectState(
        _ expected: NavigationState, _ comment: String? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Bool {
        expectTrees(expected: expected.description, actual: state.description, what: "navigator state", comment, CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Records a test issue unless the host shows `expected` with no transition in flight; the
    /// message shows both trees.
    ///
    /// ```swift
    /// tester.finishAllTransitions()
    /// tester.expectShown(tester.state)
    /// ```
    ///
    /// - Parameters:
    ///   - expected: The state the host should show.
    ///   - comment: Added in front of the message.
    ///   - fileID: The test's `#fileID`, where the failure is reported (the caller's by default).
    ///   - filePath: The test's `#filePath`, where the failure is reported.
    ///   - line: The test's `#line`, where the failure is reported.
    ///   - column: The test's `#column`, where the failure is reported.
    /// - Returns: Whether the host showed it.
    @discardableResult
    public func expectShown(
        _ expected: NavigationState, _ comment: String? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Bool {
        let actual = host.isTransitioning ? host.shown.description + "\n(a transition is in flight)" : host.shown.description
        return expectTrees(expected: expected.description, actual: actual, what: "host", comment, CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Records a test issue unless the navigator's state prints as `tree`.
    ///
    /// ```swift
    /// tester.expectTree("""
    ///     root: stack
    ///       #1 overview  owner: app
    ///     """)
    /// ```
    ///
    /// - Parameters:
    ///   - tree: The expected printed tree (see `NavigationState/description`).
    ///   - comment: Added in front of the message.
    ///   - fileID: The test's `#fileID`, where the failure is reported (the caller's by default).
    ///   - filePath: The test's `#filePath`, where the failure is reported.
    ///   - line: The test's `#line`, where the failure is reported.
    ///   - column: The test's `#column`, where the failure is reported.
    /// - Returns: Whether the trees matched.
    @discardableResult
    public func expectTree(_ tree: String, _ comment: String? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Bool {
        expectTrees(expected: tree, actual: state.description, what: "navigator state", comment, CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    private func expectTrees(
        expected: String, actual: String, what: String, _ comment: String?, _ site: CallSite
    ) -> Bool {
        guard expected != actual else { return true }
        let prefix = comment.map { "\($0)\n" } ?? ""
        site.fail("\(prefix)\(what) differs\nexpected:\n\(indented(expected))\nactual:\n\(indented(actual))")
        return false
    }
}
