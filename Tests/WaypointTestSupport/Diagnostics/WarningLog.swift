import Foundation
import WaypointNavigation

/// The runtime warnings reported while `body` runs, in order.
///
/// ```swift
/// let warnings = WarningLog.collect { navigator.pop() }
/// #expect(warnings.count == 1)
/// ```
package enum WarningLog {
    package static func collect<T>(_ body: () throws -> T) rethrows -> (result: T, warnings: [String]) {
        let log = Lines()
        let result = try RuntimeWarning.$handler.withValue({ log.append($0) }) { try body() }
        return (result, log.all)
    }

    private final class Lines: @unchecked Sendable {
        private let lock = NSLock()
        private var texts: [String] = []
        func append(_ text: String) { lock.withLock { texts.append(text) } }
        var all: [String] { lock.withLock { texts } }
    }
}
