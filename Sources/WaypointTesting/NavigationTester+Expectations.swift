public import Testing
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
    ///   - sourceLocation: Where the failure is reported; the caller's line by default.
    /// - Returns: Whether the states matched.
    @discardableResult
    public func expectState(
        _ expected: NavigationState, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
        expectTrees(expected: expected.description, actual: state.description, what: "navigator state", comment, sourceLocation)
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
    ///   - sourceLocation: Where the failure is reported; the caller's line by default.
    /// - Returns: Whether the host showed it.
    @discardableResult
    public func expectShown(
        _ expected: NavigationState, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
        let actual = host.isTransitioning ? host.shown.description + "\n(a transition is in flight)" : host.shown.description
        return expectTrees(expected: expected.description, actual: actual, what: "host", comment, sourceLocation)
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
    ///   - sourceLocation: Where the failure is reported; the caller's line by default.
    /// - Returns: Whether the trees matched.
    @discardableResult
    public func expectTree(_ tree: String, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        expectTrees(expected: tree, actual: state.description, what: "navigator state", comment, sourceLocation)
    }

    private func expectTrees(
        expected: String, actual: String, what: String, _ comment: Comment?, _ sourceLocation: SourceLocation
    ) -> Bool {
        guard expected != actual else { return true }
        let prefix = comment.map { "\($0.rawValue)\n" } ?? ""
        let message = "\(prefix)\(what) differs\nexpected:\n\(indent(expected))\nactual:\n\(indent(actual))"
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        return false
    }

    private func indent(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
    }
}
