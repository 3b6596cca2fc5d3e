import Testing
@_spi(HostAuthoring) import WaypointNavigation

/// Tapping the selected tab again: the state decides whether its stack pops to the root.
@Suite @MainActor struct TabReselectTests {
    private func tabs(keeping: Bool) -> NavigationState {
        let cards = Container.stack([
            Screen(id: Screen.ID(2), destination: keeping ? TabSection.transfer : TabSection.home), screen(3, owner: "card"),
            screen(4, owner: "block"),
        ])
        return NavigationState(root: .tabs([stack(1), cards], selected: 1))
    }

    @Test func reTappingTheSelectedTabPopsItsStackToTheRootAndReleasesThePoppedScreensOwners() async throws {
        let host = InMemoryHost()
        let navigator = Navigator(host: host, state: tabs(keeping: false))
        await navigator.settle()
        var changes: [NavigationChange] = []
        let subscription = navigator.onChange { changes.append($0) }
        try host.tapTab(1)
        await navigator.settle()
        #expect(changes.map(\.gesture) == [.tabTap(1, in: .root)])
        #expect(changes.first?.removed.map(\.id) == [Screen.ID(3), Screen.ID(4)])
        #expect(changes.first?.finishedOwners == ["block", "card"])
        #expect(navigator.state.container(at: ContainerPath(level: 0, tabs: [1]))?.screens.map(\.id) == [Screen.ID(2)])
        #expect(host.shown == navigator.state && host.performedSteps.count == 1)
        subscription.cancel()
    }

    @Test func aTabWhoseRootKeepsItsStackIgnoresTheReTap() async throws {
        let host = InMemoryHost()
        let navigator = Navigator(host: host, state: tabs(keeping: true))
        await navigator.settle()
        let before = navigator.state
        try host.tapTab(1)
        #expect(navigator.state == before)
        #expect(Container.stack([Screen(id: Screen.ID(9), destination: TabSection.transfer)]).popsToRootOnReselect == false)
    }

    @Test func aReTapWhileTheTargetAlsoPushedKeepsOnlyWhatTheUserDidNotPop() throws {
        let host = InMemoryHost(timing: .manual)
        let navigator = Navigator(host: host, state: tabs(keeping: false))
        host.finishAllTransitions()
        try navigator.execute(.push(screen(5, owner: "late")))
        try host.tapTab(1)
        host.finishAllTransitions()
        #expect(navigator.state.container(at: ContainerPath(level: 0, tabs: [1]))?.screens.map(\.id) == [Screen.ID(2)])
        #expect(host.shown == navigator.state)
    }
}
