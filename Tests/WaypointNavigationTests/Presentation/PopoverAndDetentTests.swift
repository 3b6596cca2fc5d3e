import Testing
@_spi(HostAuthoring) import WaypointNavigation

/// Popovers and sheet detents as modal styles, and the compact-width fallback as a rule of the state.
@Suite @MainActor struct PopoverAndDetentTests {
    @Test func aPopoverIsASheetInACompactWidthAndAPopoverInARegularOne() {
        let popover = Modal(.popover, stack(2))
        #expect(popover.presentedStyle(in: .compact) == .sheet)
        #expect(popover.presentedStyle(in: .regular) == .popover)
        #expect(Modal(.fullScreen, stack(2)).presentedStyle(in: .compact) == .fullScreen)
        let compact = NavigationState(root: stack(1), modals: [popover])
        #expect(compact.part(ofLevel: 0).presenting == .sheet)
        #expect(compact.part(ofLevel: 0).presentingDetents == [.large])
        var regular = compact
        regular.width = .regular
        #expect(regular.part(ofLevel: 0).presenting == .popover)
        #expect(regular.part(ofLevel: 0).presentingDetents == [])
        #expect(regular.popoverAnchor(ofLevel: 1) == Screen.ID(1))
    }

    @Test func theTreeSaysHowAPopoverIsShownAndWhichDetentsASheetHas() {
        let state = NavigationState(root: stack(1), modals: [Modal(.popover, stack(2)), Modal(.sheet, stack(3), detents: [.large, .medium])])
        #expect(state.description == """
            root: stack
              #1 detail(1)  owner: app
            level 1, popover (as sheet): stack
              #2 detail(2)  owner: app
            level 2, sheet [medium, large]: stack
              #3 detail(3)  owner: app
            """)
    }

    @Test func theHostReportsTheWidthAndTheNavigatorKeepsItWhateverATargetSays() async throws {
        let host = InMemoryHost()
        let navigator = Navigator(host: host, state: NavigationState(root: stack(1), modals: [Modal(.popover, stack(2))]))
        await navigator.settle()
        var changes: [NavigationChange] = []
        let subscription = navigator.onChange { changes.append($0) }
        try host.changeWidth(.regular)
        #expect(navigator.state.width == .regular)
        #expect(navigator.state.part(ofLevel: 0).presenting == .popover)
        try navigator.setState(NavigationState(root: stack(1)))
        await navigator.settle()
        #expect(navigator.state.width == .regular && host.shown == navigator.state)
        #expect(changes.map(\.cause) == [.user, .setState])
        #expect(changes.map(\.gesture) == [.widthChanged(.regular), nil])
        subscription.cancel()
    }

    @Test func aPopoverIsDismissedByTheUserLikeASheet() throws {
        let state = NavigationState(root: stack(1), modals: [Modal(.popover, stack(2))], width: .regular)
        #expect(state.allowsSwipeDown(level: 1))
        #expect(try state.performing(.swipeDown(level: 1)) == NavigationState(root: stack(1), width: .regular))
    }

    @Test func newDetentsPresentTheLevelAgainWhileTheSameDetentsEditItInPlace() {
        let old = NavigationState(root: stack(1), modals: [Modal(.sheet, stack(2), detents: [.medium])])
        let resized = NavigationState(root: stack(1), modals: [Modal(.sheet, stack(2), detents: [.medium, .large])])
        #expect(NavigationDiff.steps(from: old, to: resized) == [.dismiss(toLevel: 0), .present(resized.modals[0], fromLevel: 0)])
        let pushed = NavigationState(root: stack(1), modals: [Modal(.sheet, stack(2, 3), detents: [.medium])])
        #expect(NavigationDiff.steps(from: old, to: pushed) == [.push(screen(3), in: ContainerPath(level: 1))])
    }

    @Test func detentsAreSortedWithoutRepeatsAndNeverEmpty() {
        #expect(Modal(.sheet, stack(1), detents: [.large, .medium, .large]).detents == [.medium, .large])
        #expect(Modal(.sheet, stack(1), detents: []).detents == [.large])
    }
}

@Suite @MainActor struct WidthWhileEmptyTests {
    @Test func aWidthChangeWhileAnEmptyStateIsHeldBackIsKeptForTheNextRoot() async throws {
        let host = InMemoryHost()
        let navigator = Navigator(host: host, state: NavigationState(root: stack(1)))
        await navigator.settle()
        try navigator.setState(.empty)  // the flow that showed the root ended; the next one comes
        try host.changeWidth(.regular)
        try navigator.setState(NavigationState(root: stack(2), modals: [Modal(.popover, stack(3))]))
        await navigator.settle()
        #expect(navigator.state.width == .regular)
        #expect(host.shown == navigator.state)
        #expect(navigator.state.part(ofLevel: 0).presenting == .popover)
    }
}
