import Testing
import WaypointNavigation

private enum Page: Destination {
    case home
}

@MainActor
@Suite struct GestureErrorTests {
    @Test func swipingDownWithNothingPresentedSaysNothingIsPresented() throws {
        let host = InMemoryHost()
        let navigator = Navigator(host: host)
        try navigator.execute(.setRoot(.stack([navigator.makeScreen(Page.home)])))
        let error = #expect(throws: NavigationError.self) { try host.swipeDown() }
        #expect(error?.description.contains("nothing presented") == true, "\(String(describing: error))")
        #expect(host.shown == navigator.state)
    }
}
