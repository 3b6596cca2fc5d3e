import Testing
@_spi(HostAuthoring) import WaypointNavigation

@Suite @MainActor struct PresentationTraitTests {
    @Test func aTabsItemIsTheOneItsRootScreenDescribes() {
        let tabs = Container.tabs([
            .stack([Screen(id: Screen.ID(1), destination: Section.home), screen(3)]),
            .screen(Screen(id: Screen.ID(2), destination: Section.cards)),
            stack(4),
        ], selected: 0)
        guard case .tabs(let children, _) = tabs else { return }
        #expect(children.map(\.tabItem) == [Container.TabItem("Home", systemImage: "house"), Container.TabItem("Cards", systemImage: "creditcard"), nil])
    }

    @Test func theInMemoryHostRefusesToSwipeAwayASheetWhoseVisibleScreenRefuses() throws {
        let host = InMemoryHost()
        let navigator = Navigator(host: host, state: NavigationState(root: stack(1), modals: [
            Modal(.sheet, .stack([Screen(id: Screen.ID(2), destination: Form.filling), Screen(id: Screen.ID(3), destination: Form.confirm)])),
        ]))
        let error = #expect(throws: NavigationError.self) { try host.swipeDown() }
        #expect(error?.kind == .gestureNotAllowed)
        #expect(error?.description == "`swipeDown(level: 1)`: expected a sheet whose visible screen allows a swipe-down, found #3, which refuses it")
        try host.popInteractively()
        try host.swipeDown()
        #expect(navigator.state == NavigationState(root: stack(1)))
    }

    @Test func thePopToGestureNeedsTheScreenBelowTheTopOfAVisibleStack() throws {
        let host = InMemoryHost()
        let navigator = Navigator(host: host, state: NavigationState(root: stack(1, 2, 3)))
        #expect(throws: NavigationError.self) { try host.simulate(.popTo(Screen.ID(3), in: .root)) }
        #expect(throws: NavigationError.self) { try host.simulate(.popTo(Screen.ID(9), in: .root)) }
        try host.simulate(.popTo(Screen.ID(1), in: .root))
        #expect(navigator.state == NavigationState(root: stack(1)))
    }
}
