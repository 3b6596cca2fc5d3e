import Testing
@_spi(HostAuthoring) import WaypointNavigation

@Suite @MainActor struct InMemoryHostTests {
    private func host(showing state: NavigationState) -> InMemoryHost {
        let host = InMemoryHost()
        host.perform(.setRoot(state.root)) { _ in }
        for (index, modal) in state.modals.enumerated() { host.perform(.present(modal, fromLevel: index)) { _ in } }
        return host
    }

    private func outcome(of step: HostStep, on host: InMemoryHost) -> HostStepOutcome? {
        var result: HostStepOutcome?
        host.perform(step) { result = $0 }
        return result
    }

    @Test func presentingFromALevelThatIsAlreadyPresentingIsRefused() {
        let host = host(showing: NavigationState(root: stack(1), modals: [Modal(.sheet, stack(2))]))
        let result = outcome(of: .present(Modal(.sheet, stack(3)), fromLevel: 0), on: host)
        guard case .refused(let error)? = result else {
            Issue.record("expected a refusal, got \(String(describing: result))")
            return
        }
        #expect(error.kind == .alreadyPresenting)
        #expect(error.description == "`present(sheet, a stack of 1 screen, fromLevel: 0)`: expected the top-most level 1 as presenter, found level 0 already presenting level 1")
        #expect(host.shown.modals.count == 1)
        #expect(host.refusedSteps.count == 1)
    }

    @Test func dismissingAPresenterRemovesEverythingAboveIt() {
        let host = host(showing: NavigationState(root: stack(1), modals: [Modal(.sheet, stack(2)), Modal(.sheet, stack(3)), Modal(.sheet, stack(4))]))
        #expect(outcome(of: .dismiss(toLevel: 1), on: host) == .completed)
        #expect(host.shown == NavigationState(root: stack(1), modals: [Modal(.sheet, stack(2))]))
    }

    @Test func pushesHappenOnlyInStacks() {
        let host = host(showing: NavigationState(root: .tabs([.screen(screen(1)), stack(2)], selected: 0)))
        guard case .refused(let error)? = outcome(of: .push(screen(3), in: .root), on: host) else {
            Issue.record("a push into tabs must be refused")
            return
        }
        #expect(error.kind == .notAStack)
        #expect(outcome(of: .push(screen(3), in: ContainerPath(level: 0, tabs: [1])), on: host) == .completed)
        #expect(host.shown.root == .tabs([.screen(screen(1)), stack(2, 3)], selected: 0))
    }

    @Test func theRootIsReplacedOnlyWhenNothingIsPresented() {
        let host = host(showing: NavigationState(root: stack(1), modals: [Modal(.sheet, stack(2))]))
        guard case .refused(let error)? = outcome(of: .setRoot(stack(5)), on: host) else {
            Issue.record("setRoot under a modal must be refused")
            return
        }
        #expect(error.kind == .rootIsPresenting)
    }

    @Test func aSecondStepWhileOneIsInFlightIsRefused() {
        let host = InMemoryHost(timing: .manual)
        host.perform(.setRoot(stack(1))) { _ in }
        #expect(host.isTransitioning)
        #expect(outcome(of: .push(screen(2), in: .root), on: host) == .refused(host.refusedSteps.last!.error))
        #expect(host.refusedSteps.last?.error.kind == .transitionInFlight)
        #expect(host.finishTransition())
        #expect(!host.finishTransition())
    }

    @Test func theBackGesturePopsTheVisibleStackOfTheTopLevel() throws {
        let host = host(showing: NavigationState(root: .tabs([stack(1, 2), stack(3, 4)], selected: 1)))
        var reported: [UserGesture] = []
        host.onUserGesture = { reported.append($0) }
        try host.popInteractively()
        #expect(host.shown.root == .tabs([stack(1, 2), stack(3)], selected: 1))
        #expect(reported == [.interactivePop(in: ContainerPath(level: 0, tabs: [1]))])
        let error = #expect(throws: NavigationError.self) { try host.popInteractively() }
        #expect(error?.kind == .gestureNotAllowed)
        #expect(reported.count == 1)
    }

    @Test func aHiddenStackCannotBePoppedByTheUser() {
        let host = host(showing: NavigationState(root: .tabs([stack(1, 2), stack(3)], selected: 1)))
        #expect(throws: NavigationError.self) { try host.simulate(.interactivePop(in: ContainerPath(level: 0, tabs: [0]))) }
        let covered = self.host(showing: NavigationState(root: stack(1, 2), modals: [Modal(.sheet, stack(3))]))
        #expect(throws: NavigationError.self) { try covered.simulate(.interactivePop(in: .root)) }
    }

    @Test func onlySheetsAndPopoversCanBeSwipedDown() throws {
        let host = host(showing: NavigationState(root: stack(1), modals: [Modal(.sheet, stack(2)), Modal(.fullScreen, stack(3))]))
        let error = #expect(throws: NavigationError.self) { try host.swipeDown() }
        #expect(error?.description == "`swipeDown(level: 2)`: expected a sheet or a popover at level 2, found a level shown as fullScreen")
        host.perform(.dismiss(toLevel: 1)) { _ in }
        try host.swipeDown()
        #expect(host.shown == NavigationState(root: stack(1)))
        #expect(throws: NavigationError.self) { try host.swipeDown() }
    }

    @Test func aCancelledInteractivePopChangesNothingButIsReported() throws {
        let state = NavigationState(root: stack(1, 2))
        let host = host(showing: state)
        var reported: [UserGesture] = []
        host.onUserGesture = { reported.append($0) }
        try host.cancelInteractivePop()
        #expect(host.shown == state)
        #expect(reported == [.cancelledInteractivePop(in: .root)])
    }

    @Test func tappingATabSelectsItAndOutOfRangeTapsAreRefused() throws {
        let host = host(showing: NavigationState(root: .tabs([stack(1), stack(2)], selected: 0)))
        try host.tapTab(1)
        #expect(host.shown.root == .tabs([stack(1), stack(2)], selected: 1))
        let error = #expect(throws: NavigationError.self) { try host.tapTab(2) }
        #expect(error?.kind == .tabOutOfRange)
        #expect(host.gestures == [.tabTap(1, in: .root)])
    }
}
