import Foundation

/// The one place the library tells a developer about a failure it cannot hand back to anyone:
/// a flow's screens it could not dismiss, a gesture a host reported that the screens on display
/// cannot perform, restored screens the navigator refused.
///
/// In a debug build the warning goes to standard error (the console in Xcode), prefixed with
/// `[Waypoint]`; in a release build it costs nothing. Tests observe the warnings of the code
/// they run with ``handler``:
///
/// ```swift
/// var warnings: [String] = []
/// RuntimeWarning.$handler.withValue({ warnings.append($0) }) { navigator.doSomething() }
/// ```
package enum RuntimeWarning {
    /// Receives the warnings of the code run with it set, instead of standard error.
    @TaskLocal package static var handler: (@Sendable (String) -> Void)?

    /// Reports `message`, naming where it was reported from.
    package static func report(_ message: @autoclosure () -> String, fileID: StaticString = #fileID, line: UInt = #line) {
        #if DEBUG
            let text = "[Waypoint] warning: \(message()) (\(fileID):\(line))"
            if let handler {
                handler(text)
            } else {
                FileHandle.standardError.write(Data((text + "\n").utf8))
            }
        #endif
    }
}
