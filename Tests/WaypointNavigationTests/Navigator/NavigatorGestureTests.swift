import Testing
@_spi(HostAuthoring) @_spi(Tooling) import WaypointNavigation

@Suite @MainActor struct NavigatorGestureTests {
    @Test func theBackButtonIsAcceptedAndTheOwnerIsReleased() throws {
        let host = InMemoryHost()
        let navigator = Navigator(host: host, state: NavigationState(root: .stack([screen(1), screen(2, owner: "cards")])))
        var changes: [NavigationChange] = []
        let subscription = navigator.onChange { changes.append($0) }
        try host.popInteractively()
        #expect(navigator.state == NavigationState(root: stack(1)))
        #expect(changes.map(\.gesture) == [.interactivePop(in: .root)])
        #expect(changes.first?.removed.map(\.id) == [Screen.ID(2)])
        #expect(changes.first?.finishedOwners == ["cards"])
        #expect(navigator.isSettled)
        #expect(host.performedSteps.count == 1)
        subscription.cancel()
    }

    @Test func theBackButtonMenuPopsSeveralScreensAtOnceAndReleasesEachOwner() throws {
        let host = InMemoryHost()
        let navigator = Navigator(
            host: host, state: NavigationState(root: .stack([screen(1), screen(2, owner: "cards"), screen(3, owner: "block")])))
        var changes: [NavigationChange] = []
        let subscription = navigator.onChange { changes.append($0) }
        try host.popInteractively(to: Screen.ID(1))
        #expect(navigator.state == NavigationState(root: stack(1)))
        #expect(changes.map(\.gesture) == [.popTo(Screen.ID(1), in: .root)])
        #expect(changes.first?.finishedOwners == ["block", "cards"])
        #expect(navigator.isSettled)
        #expect(host.performedSteps.count == 1)
        subscription.cancel()
    }

    @Test func aPopToDuringAQueuedPushDropsThePushedScreenWithThePoppedOnes() throws {
        let host = InMemoryHost(timing: .manual)
        let navigator = Navigator(host: host, state: NavigationState(root: stack(1, 2, 3)))
        host.finishAllTransitions()
        try navigator.execute(.push(screen(4)))
        try navigator.execute(.present(Modal(.sheet, stack(5))))
        try host.popInteractively(to: Screen.ID(1))
        #expect(navigator.state == NavigationState(root: stack(1), modals: [Modal(.sheet, stack(5))]))
        host.finishAllTransitions()
        #expect(host.shown == navigator.state)
        #expect(host.refusedSteps.isEmpty)
    }

    @Test func aCancelledInteractivePopPublishesNothing() throws {
        let host = InMemoryHost()
        let navigator = Navigator(host: host, state: NavigationState(root: stack(1, 2)))
        var changes: [NavigationChange] = []
        let subscription = navigator.onChange { changes.append($0) }
        try host.cancelInteractivePop()
        #expect(changes.isEmpty)
        #expect(navigator.state == NavigationState(root: stack(1, 2)))
        subscription.cancel()
    }

    @Test func aSwipedDownSheetLeavesTheStateWithItsScreens() throws {
        let host = InMemoryHost()
        let navigator = Navigator(
            host: host, state: NavigationState(root: stack(1), modals: [Modal(.sheet, .stack([screen(2, owner: "help"), screen(3, owner: "help")]))]))
        var changes: [NavigationChange] = []
        let subscription = navigator.onChange { changes.append($0) }
        try host.swipeDown()
        #expect(navigator.state == NavigationState(root: stack(1)))
        #expect(changes.first?.removed.map(\.id) == [Screen.ID(2), Screen.ID(3)])
        #expect(changes.first?.finishedOwners == ["help"])
        subscription.cancel()
    }

    @Test func aTabTapSelectsTheTabInTheState() throws {
        let host = InMemoryHost()
        let navigator = Navigator(host: host, state: NavigationState(root: .tabs([stack(1), stack(2)], selected: 0)))
        try host.tapTab(1)
        #expect(navigator.state.root == .tabs([stack(1), stack(2)], selected: 1))
        #expect(navigator.isSettled)
    }

    @Test func aSwipeDownDuringAQueuedPushDropsThePushWithTheSheet() throws {
        let host = InMemoryHost(timing: .manual)
        let navigator = Navigator(host: host, state: NavigationState(root: stack(1)))
        host.finishAllTransitions()
        try navigator.execute(.present(Modal(.sheet, stack(2))))
        try navigator.execute(.push(screen(3)))
        #expect(host.stepInFlight == .present(Modal(.sheet, stack(2)), fromLevel: 0))
        var changes: [NavigationChange] = []
        let subscription = navigator.onChange { changes.append($0) }
        try host.swipeDown()
        #expect(navigator.state == NavigationState(root: stack(1)))
        #expect(changes.first?.removed.map(\.id) == [Screen.ID(2), Screen.ID(3)])
        host.finishAllTransitions()
        #expect(host.shown == NavigationState(root: stack(1)))
        #expect(host.refusedSteps.isEmpty)
        subscription.cancel()
    }

    @Test func aBackGestureDuringAQueuedPresentationKeepsThePresentation() throws {
        let host = InMemoryHost(timing: .manual)
        let navigator = Navigator(host: host, state: NavigationState(root: stack(1, 2)))
        host.finishAllTransitions()
        try navigator.execute(.push(screen(3)))
        try navigator.execute(.present(Modal(.sheet, stack(4))))
        #expect(host.stepInFlight == .push(screen(3), in: .root))
        try host.popInteractively()
        #expect(navigator.state == NavigationState(root: stack(1, 2), modals: [Modal(.sheet, stack(4))]))
        host.finishAllTransitions()
        #expect(host.shown == navigator.state)
        #expect(host.performedSteps.last == .present(Modal(.sheet, stack(4)), fromLevel: 0))
    }

    @Test func aTabTapDuringAQueuedSelectionWinsBecauseItIsNewer() throws {
        let host = InMemoryHost(timing: .manual)
        let navigator = Navigator(host: host, state: NavigationState(root: .tabs([stack(1), stack(2), stack(3)], selected: 0)))
        host.finishAllTransitions()
        try navigator.execute(.push(screen(4)))
        try navigator.execute(.selectTab(2))
        try host.tapTab(1)
        host.finishAllTransitions()
        #expect(navigator.state.root == .tabs([stack(1, 4), stack(2), stack(3)], selected: 1))
        #expect(host.shown == navigator.state)
    }
}
