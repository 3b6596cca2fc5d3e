import Testing
@_spi(HostAuthoring) import WaypointNavigation
import WaypointTestSupport

/// Failures nobody can be handed are reported as runtime warnings, never swallowed silently.
@Suite @MainActor struct NavigatorRuntimeWarningTests {
    private enum Page: Destination { case home }

    @Test func aGestureTheShownScreensCannotPerformIsReportedAndChangesNothing() throws {
        let host = InMemoryHost()
        let navigator = Navigator(host: host)
        try navigator.execute(.setRoot(.stack([navigator.makeScreen(Page.home)])))
        let before = navigator.state
        let (_, warnings) = WarningLog.collect {
            // A host bug: Back reported on a stack of one screen.
            host.onUserGesture?(.interactivePop(in: .root))
        }
        #expect(navigator.state == before)
        #expect(warnings.count == 1)
        #expect(warnings.first?.hasPrefix("[Waypoint] warning: the host reported interactivePop") == true, "\(warnings)")
    }
}
