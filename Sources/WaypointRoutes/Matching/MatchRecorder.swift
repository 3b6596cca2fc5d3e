import Foundation

/// Collects the URLs a ``RouteTable`` matches, so that a test can count how often a request
/// reaches the route engine.
///
/// Set one as a table's `matchRecorder`; every later match of that table (and of the tables
/// ``RouteTable/adding(_:)`` makes from it) appends its URL, in order, before matching.
///
/// ```swift
/// let recorder = MatchRecorder()
/// table.matchRecorder = recorder
/// _ = try? table.match("nuapp://card/7")
/// recorder.urls   // ["nuapp://card/7"]
/// ```
package final class MatchRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    package init() {}

    /// The URLs matched so far, oldest first.
    package var urls: [String] {
        lock.withLock { recorded }
    }

    /// Forgets the URLs matched so far.
    package func reset() {
        lock.withLock { recorded.removeAll() }
    }

    func record(_ url: String) {
        lock.withLock { recorded.append(url) }
    }
}
