import Testing
@_spi(HostAuthoring) @_spi(Tooling) import WaypointNavigation

/// `animated` per transition, and the root swap after logging in as one transition.
@Suite @MainActor struct NavigatorAnimationTests {
    @Test func theColdStartIsNotAnimatedAndLaterCommandsAre() throws {
        let host = InMemoryHost()
        let navigator = Navigator(host: host)
        try navigator.execute(.setRoot(stack(1)))
        try navigator.execute(.push(screen(2)))
        try navigator.execute(.pop, animated: false)
        #expect(host.transitions == [
            HostTransition(.setRoot(stack(1)), animated: false),
            HostTransition(.push(screen(2), in: .root), animated: true),
            HostTransition(.pop(in: .root), animated: false),
        ])
    }

    @Test func aRestoredStateIsShownWithoutAnimationEvenAcrossSeveralSteps() async {
        let host = InMemoryHost()
        let restored = NavigationState(root: stack(1, 2), modals: [Modal(.sheet, stack(3)), Modal(.fullScreen, stack(4))])
        let navigator = Navigator(host: host, state: restored)
        await navigator.settle()
        #expect(host.transitions.count == 3)
        #expect(host.transitions.allSatisfy { !$0.animated })
    }

    @Test func aColdStartPlanStaysUnanimatedWhenItsStepsFinishLater() throws {
        let host = InMemoryHost(timing: .manual)
        let navigator = Navigator(host: host)
        try navigator.setState(NavigationState(root: stack(1), modals: [Modal(.sheet, stack(2))]))
        host.finishAllTransitions()
        try navigator.execute(.dismiss)
        host.finishAllTransitions()
        #expect(host.transitions.map(\.animated) == [false, false, true])
    }

    @Test func setStateTakesAnimatedToo() throws {
        let host = InMemoryHost()
        let navigator = Navigator(host: host, state: NavigationState(root: stack(1)))
        try navigator.setState(NavigationState(root: stack(1, 2)), animated: false)
        #expect(host.transitions.last == HostTransition(.push(screen(2), in: .root), animated: false))
    }

    @Test func loggingInSwapsTheRootInOneTransitionWithoutEmptyingTheWindow() async throws {
        let host = InMemoryHost()
        let navigator = Navigator(host: host, state: NavigationState(root: .stack([screen(1, owner: "login")])))
        await navigator.settle()
        var changes: [NavigationChange] = []
        let subscription = navigator.onChange { changes.append($0) }
        // The login flow ends: its screens leave the state, its owner is released at once.
        try navigator.setState(.empty)
        #expect(changes.last?.finishedOwners == ["login"])
        #expect(!navigator.isSettled)
        #expect(host.shown == NavigationState(root: .stack([screen(1, owner: "login")])))
        // The main flow starts.
        try navigator.execute(.setRoot(stack(2)))
        await navigator.settle()
        // One transition, in place: the stack that showed the login screen now shows the home screen.
        #expect(host.performedSteps == [.setRoot(.stack([screen(1, owner: "login")])), .setStack([screen(2)], in: .root)])
        #expect(host.transitions.last?.animated == true)
        #expect(host.shown == navigator.state)
        subscription.cancel()
    }

    @Test func settlingOnAnEmptyStateEmptiesTheWindow() async throws {
        let host = InMemoryHost()
        let navigator = Navigator(host: host, state: NavigationState(root: stack(1)))
        await navigator.settle()
        try navigator.setState(.empty)
        await navigator.settle()
        #expect(host.performedSteps.last == .setRoot(nil))
        #expect(host.shown == .empty)
        #expect(navigator.isSettled)
    }

    @Test func aGestureOnTheScreensHeldOnDisplayChangesNoState() async throws {
        let host = InMemoryHost()
        let navigator = Navigator(host: host, state: NavigationState(root: stack(1, 2)))
        await navigator.settle()
        try navigator.setState(.empty)
        try host.popInteractively()
        #expect(navigator.state == .empty)
        try navigator.execute(.setRoot(.tabs([stack(3)], selected: 0)))
        #expect(host.performedSteps.last == .setRoot(.tabs([stack(3)], selected: 0)))
        #expect(host.shown == navigator.state)
    }
}
