import Testing
@_spi(HostAuthoring) @_spi(Tooling) import WaypointNavigation

/// The reader between a platform and a navigator: what the user did reaches the navigator, and
/// the owners of the screens it removed are released.
@Suite @MainActor struct HostReaderNavigatorTests {
    @Test func theBackButtonMenuPopOfSeveralScreensReleasesTheOwnerOfEachOne() async {
        let host = PlatformScript()
        let navigator = Navigator(
            host: host, state: NavigationState(root: .stack([screen(1), screen(2, owner: "cards"), screen(3, owner: "block")])))
        await navigator.settle()
        var changes: [NavigationChange] = []
        let subscription = navigator.onChange { changes.append($0) }
        host.platform = HostSnapshot(root: .stack([Screen.ID(1)]))
        host.deliver(.willShow(Screen.ID(1), in: HostAddress(chainIndex: 0)))
        host.deliver(.didShow(Screen.ID(1), in: HostAddress(chainIndex: 0)))
        #expect(changes.map(\.gesture) == [.popTo(Screen.ID(1), in: .root)])
        #expect(changes.first?.removed.map(\.id) == [Screen.ID(2), Screen.ID(3)])
        #expect(changes.first?.finishedOwners == ["block", "cards"])
        #expect(navigator.state == NavigationState(root: stack(1)))
        #expect(navigator.isSettled)
        #expect(host.placements.count == 1)
        subscription.cancel()
    }

    @Test func aTabReTapReachesTheNavigatorAsOneTabTapThatPopsEveryScreenAboveTheRoot() async {
        let host = PlatformScript()
        let navigator = Navigator(host: host, state: NavigationState(root: .tabs([stack(1), .stack([screen(2), screen(3, owner: "x"), screen(4, owner: "y")])], selected: 1)))
        await navigator.settle()
        host.platform = HostSnapshot(root: .tabs([.stack([Screen.ID(1)]), .stack([Screen.ID(2)])], selected: 1))
        host.deliver(.tabSelected(1, in: HostAddress(chainIndex: 0)))
        host.deliver(.didShow(Screen.ID(2), in: HostAddress(chainIndex: 0, tabs: [1])))
        #expect(navigator.state.root == .tabs([stack(1), stack(2)], selected: 1))
        #expect(navigator.state.screens(ownedBy: "x").isEmpty && navigator.state.screens(ownedBy: "y").isEmpty)
        #expect(host.readings == [.gesture(.tabTap(1, in: .root)), .unchanged])
    }

    @Test func aStepIntoAContainerThePlatformLostIsRefusedAndStopsTheNavigatorInsteadOfCompleting() async throws {
        let host = PlatformScript()
        let navigator = Navigator(host: host, state: NavigationState(root: stack(1), modals: [Modal(.sheet, stack(2))]))
        await navigator.settle()
        host.platform = HostSnapshot(root: .stack([Screen.ID(1)]))
        try navigator.execute(.push(screen(3)))
        await navigator.settle()
        #expect(navigator.hostFailure?.kind == .containerNotFound)
        #expect(navigator.shown == NavigationState(root: stack(1), modals: [Modal(.sheet, stack(2))]))
    }

    @Test func aPresentationWhileTheAppShowsAnAlertGoesAboveTheAlertAndCompletes() async throws {
        let host = PlatformScript()
        let navigator = Navigator(host: host, state: NavigationState(root: stack(1)))
        await navigator.settle()
        host.platform.presented.append(.foreign)
        try navigator.execute(.present(Modal(.sheet, stack(2))))
        await navigator.settle()
        #expect(navigator.hostFailure == nil)
        #expect(host.platform == HostSnapshot(root: .stack([Screen.ID(1)]), presented: [.foreign, .stack([Screen.ID(2)])]))
        try navigator.execute(.dismiss)
        await navigator.settle()
        #expect(host.placements.last == .presenter(chainIndex: 0))
        #expect(host.platform == HostSnapshot(root: .stack([Screen.ID(1)])))
    }
}
