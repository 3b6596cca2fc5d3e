import Foundation
import Testing
@_spi(HostAuthoring) import WaypointNavigation

/// Failures nobody can be handed are reported as runtime warnings, never swallowed silently.
@Suite @MainActor struct NavigatorRuntimeWarningTests {
    private final class Warnings: @unchecked Sendable {
        private let lock = NSLock()
        private var texts: [String] = []
        func append(_ text: String) { lock.withLock { texts.append(text) } }
        var all: [String] { lock.withLock { texts } }
    }

    private enum Page: Destination { case home }

    @Test func aGestureTheShownScreensCannotPerformIsReportedAndChangesNothing() throws {
        let host = InMemoryHost()
        let navigator = Navigator(host: host)
        try navigator.execute(.setRoot(.stack([navigator.makeScreen(Page.home)])))
        let before = navigator.state
        let warnings = Warnings()
        RuntimeWarning.$handler.withValue({ warnings.append($0) }) {
            // A host bug: Back reported on a stack of one screen.
            host.onUserGesture?(.interactivePop(in: .root))
        }
        #expect(navigator.state == before)
        #expect(warnings.all.count == 1)
        #expect(warnings.all.first?.hasPrefix("[Waypoint] warning: the host reported interactivePop") == true, "\(warnings.all)")
    }
}
