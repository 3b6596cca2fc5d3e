public import Waypoint

extension RoutingSession {
    /// Waits until the session has reached a state that satisfies `predicate`, and returns it.
    ///
    /// The states the session already went through count, so a session that passed `started`
    /// before the call returns at once. Waits at most `timeout` of real time. Waiting does not
    /// make the test a consumer of the session: a wait that gives up never cancels it.
    ///
    /// ```swift
    /// let session = hub.start(url: "nuapp://card/7/block")
    /// let state = await session.waitUntil { $0.isTerminal }
    /// ```
    ///
    /// - Parameters:
    ///   - timeout: How long to wait at most (five seconds by default).
    ///   - predicate: The condition on one state.
    /// - Returns: The first state that satisfied `predicate`, or `nil` when none did in time.
    @discardableResult
    public func waitUntil(
        within timeout: Duration = .seconds(5), _ predicate: @escaping @Sendable (RoutingState) -> Bool
    ) async -> RoutingState? {
        // Observing through `states` or `subscribe` would make the test a consumer whose leaving
        // cancels the session, so watch the history instead: it only grows.
        let end = ContinuousClock.now.advanced(by: timeout)
        var checked = 0
        while true {
            if let reached = history[checked...].first(where: predicate) { return reached }
            checked = history.count
            guard ContinuousClock.now < end, !isFinished else { return nil }
            await Task.yield()
            if history.count == checked { try? await Task.sleep(for: .microseconds(200)) }
        }
    }

    /// Records a test failure unless the session reaches `expected` within `timeout`; the message
    /// shows the expected state and the session's history.
    ///
    /// Works in Swift Testing and XCTest tests alike.
    ///
    /// ```swift
    /// let session = hub.start(url: "nuapp://card/7/block")
    /// await session.expectState(.started)
    /// try host.swipeDown(level: 1)
    /// await session.expectState(.completed(.closedByUser))
    /// ```
    ///
    /// - Parameters:
    ///   - expected: The state to reach (see `RoutingState`'s equality for produced values).
    ///   - timeout: How long to wait at most (five seconds by default).
    ///   - fileID: The test's `#fileID`, where the failure is reported (the caller's by default).
    ///   - filePath: The test's `#filePath`, where the failure is reported.
    ///   - line: The test's `#line`, where the failure is reported.
    ///   - column: The test's `#column`, where the failure is reported.
    /// - Returns: Whether the session reached the state.
    @discardableResult
    public func expectState(
        _ expected: RoutingState, within timeout: Duration = .seconds(5),
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async -> Bool {
        guard await waitUntil(within: timeout, { $0 == expected }) == nil else { return true }
        CallSite(fileID: fileID, filePath: filePath, line: line, column: column).fail(
            "session `\(url)` did not reach \(expected) within \(timeout)\nexpected:\n\(indented(expected.description))\nhistory:\n\(indented(historyText))"
        )
        return false
    }

    /// Records a test failure unless the session ends within `timeout` having gone through
    /// exactly `expected`, in order; the message shows both histories.
    ///
    /// ```swift
    /// await session.expectHistory([.preparing, .started, .completed(.closedByUser)])
    /// ```
    ///
    /// - Parameters:
    ///   - expected: Every state, from `preparing` to the terminal one.
    ///   - timeout: How long to wait for the session to end (five seconds by default).
    ///   - fileID: The test's `#fileID`, where the failure is reported (the caller's by default).
    ///   - filePath: The test's `#filePath`, where the failure is reported.
    ///   - line: The test's `#line`, where the failure is reported.
    ///   - column: The test's `#column`, where the failure is reported.
    /// - Returns: Whether the histories matched.
    @discardableResult
    public func expectHistory(
        _ expected: [RoutingState], within timeout: Duration = .seconds(5),
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async -> Bool {
        await waitUntil(within: timeout) { $0.isTerminal }
        guard !isFinished || history != expected else { return true }
        let ended = isFinished ? "" : " (still running after \(timeout))"
        CallSite(fileID: fileID, filePath: filePath, line: line, column: column).fail(
            "session `\(url)` history differs\(ended)\nexpected:\n\(indented(expected.map(\.description).joined(separator: "\n")))\nactual:\n\(indented(historyText))"
        )
        return false
    }

    /// Records a test failure unless the session fails with an error of `kind` within `timeout`.
    ///
    /// ```swift
    /// let session = hub.start(url: "nuapp://crad/7", source: .externalApp)
    /// await session.expectFailure(.unknownRoute)
    /// ```
    ///
    /// - Parameters:
    ///   - kind: The expected `RoutingError.Kind`.
    ///   - timeout: How long to wait for the session to end (five seconds by default).
    ///   - fileID: The test's `#fileID`, where the failure is reported (the caller's by default).
    ///   - filePath: The test's `#filePath`, where the failure is reported.
    ///   - line: The test's `#line`, where the failure is reported.
    ///   - column: The test's `#column`, where the failure is reported.
    /// - Returns: The error, when the session failed with that kind.
    @discardableResult
    public func expectFailure(
        _ kind: RoutingError.Kind, within timeout: Duration = .seconds(5),
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async -> RoutingError? {
        let end = await waitUntil(within: timeout) { $0.isTerminal }
        if case .failed(let error) = end, error.kind == kind { return error }
        CallSite(fileID: fileID, filePath: filePath, line: line, column: column).fail(
            "session `\(url)` did not fail with \(kind) within \(timeout)\nhistory:\n\(indented(historyText))"
        )
        return nil
    }

    private var historyText: String { history.map(\.description).joined(separator: "\n") }
}
