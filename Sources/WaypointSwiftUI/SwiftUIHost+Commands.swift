#if canImport(SwiftUI)
import SwiftUI
@_spi(HostAuthoring) import WaypointNavigation

extension SwiftUIHost {
    /// Asks the navigator that drives the host for `command`, on behalf of SwiftUI's own
    /// navigation (a `NavigationLink`, the `dismiss` action): the one place the host itself
    /// changes the navigation. A command the navigator refuses is reported as a runtime warning.
    ///
    /// - Returns: Whether the navigator took it.
    @discardableResult
    func request(_ command: NavigationCommand, animated: Bool) -> Bool {
        guard let navigator else {
            RuntimeWarning.report("SwiftUI asked for \(command) before a navigator took the host")
            return false
        }
        do {
            try navigator.execute(command, animated: animated)
            return true
        } catch {
            RuntimeWarning.report("SwiftUI asked for \(command), which the navigator refused: \(error)")
            return false
        }
    }
}
#endif
