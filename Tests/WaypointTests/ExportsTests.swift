import Testing
import Waypoint

@Suite struct ExportsTests {
    @Test func importingWaypointBringsTheNavigationLayer() {
        #expect(NavigationState.empty.root == nil)
    }
}
