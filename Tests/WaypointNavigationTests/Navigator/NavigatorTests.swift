import Testing
@_spi(HostAuthoring) @_spi(Tooling) import WaypointNavigation
import WaypointTestSupport

@Suite @MainActor struct NavigatorTests {
    @Test func commandsCommitAtOnceAndTheHostCatchesUp() async throws {
        let host = InMemoryHost()
        let navigator = Navigator(host: host)
        let home = navigator.makeScreen(Place.home)
        let detail = navigator.makeScreen(Place.detail(1), owner: "cards")
        #expect(home.id == Screen.ID(1) && detail.id == Screen.ID(2))
        try navigator.execute(.setRoot(.stack([home])))
        let change = try navigator.execute(.push(detail))
        #expect(change.inserted == [detail])
        #expect(change.cause == .command(.push(detail)))
        await navigator.settle()
        #expect(host.shown == navigator.state)
        #expect(host.performedSteps == [.setRoot(.stack([home])), .push(detail, in: .root)])
        #expect(navigator.isSettled)
    }

    @Test func anImpossibleCommandThrowsAndNeitherStateNorHostChange() throws {
        let host = InMemoryHost()
        let navigator = Navigator(host: host, state: NavigationState(root: stack(1)))
        #expect(throws: NavigationError.self) { try navigator.execute(.pop) }
        #expect(navigator.state == NavigationState(root: stack(1)))
        #expect(host.performedSteps == [.setRoot(stack(1))])
    }

    @Test func requestsDuringATransitionAreQueuedAndCoalesced() throws {
        let host = InMemoryHost(timing: .manual)
        let navigator = Navigator(host: host, state: NavigationState(root: stack(1)))
        #expect(host.finishTransition())
        try navigator.execute(.push(screen(2)))
        #expect(host.stepInFlight == .push(screen(2), in: .root))
        try navigator.execute(.push(screen(3)))
        try navigator.execute(.push(screen(4)))
        try navigator.execute(.present(Modal(.sheet, stack(5))))
        #expect(navigator.state == NavigationState(root: stack(1, 2, 3, 4), modals: [Modal(.sheet, stack(5))]))
        #expect(host.shown == NavigationState(root: stack(1, 2)))
        #expect(host.finishAllTransitions() == 3)
        #expect(host.performedSteps.suffix(2) == [.setStack([screen(1), screen(2), screen(3), screen(4)], in: .root), .present(Modal(.sheet, stack(5)), fromLevel: 0)])
        #expect(host.refusedSteps.isEmpty)
        #expect(host.shown == navigator.state)
    }

    @Test func aNewerTargetSupersedesQueuedOnes() throws {
        let host = InMemoryHost(timing: .manual)
        let navigator = Navigator(host: host, state: NavigationState(root: stack(1)))
        try navigator.execute(.present(Modal(.sheet, stack(2))))
        try navigator.setState(NavigationState(root: stack(1, 3)))
        try navigator.setState(NavigationState(root: stack(1, 4)))
        host.finishAllTransitions()
        #expect(host.performedSteps == [.setRoot(stack(1)), .push(screen(4), in: .root)])
        #expect(host.shown == NavigationState(root: stack(1, 4)))
    }

    @Test func settleWaitsForTheLastTransition() async throws {
        let host = InMemoryHost(timing: .manual)
        let navigator = Navigator(host: host, state: NavigationState(root: stack(1)))
        try navigator.execute(.push(screen(2)))
        let finisher = Task { @MainActor in
            while host.finishTransition() { await Task.yield() }
        }
        await navigator.settle()
        #expect(host.shown == NavigationState(root: stack(1, 2)))
        await finisher.value
    }

    @Test func aCancelledSettleReturnsWhileTheTransitionIsStillInFlight() async throws {
        let host = InMemoryHost(timing: .manual)
        let navigator = Navigator(host: host, state: NavigationState(root: stack(1)))
        let waiter = Task { @MainActor in await navigator.settle() }
        await Task.yield()
        waiter.cancel()
        await waiter.value
        #expect(host.isTransitioning)
        #expect(!navigator.isSettled)
    }

    @Test func everyChangeIsPublishedToStreamsAndCallbacks() async throws {
        let navigator = Navigator(host: InMemoryHost(), state: NavigationState(root: stack(1)))
        var seen: [NavigationChange] = []
        let subscription = navigator.onChange { seen.append($0) }
        let stream = navigator.changes
        try navigator.execute(.push(screen(2, owner: "cards")))
        try navigator.execute(.pop)
        #expect(seen.map(\.cause) == [.command(.push(screen(2, owner: "cards"))), .command(.pop)])
        #expect(seen.last?.removed == [screen(2, owner: "cards")])
        #expect(seen.last?.finishedOwners == ["cards"])
        var iterator = stream.makeAsyncIterator()
        #expect(await iterator.next()?.inserted == [screen(2, owner: "cards")])
        #expect(await iterator.next()?.finishedOwners == ["cards"])
        subscription.cancel()
        try navigator.execute(.push(screen(3)))
        #expect(seen.count == 2)
    }

    @Test func aReleasedSubscriptionStopsItsCallback() throws {
        let navigator = Navigator(host: InMemoryHost(), state: NavigationState(root: stack(1)))
        var calls = 0
        var subscription: NavigationSubscription? = navigator.onChange { _ in calls += 1 }
        try navigator.execute(.push(screen(2)))
        #expect(subscription?.isCancelled == false)
        subscription = nil
        try navigator.execute(.pop)
        #expect(calls == 1)
    }

    @Test func commandsThatChangeNothingPublishNothing() throws {
        let navigator = Navigator(host: InMemoryHost(), state: NavigationState(root: stack(1)))
        var calls = 0
        let subscription = navigator.onChange { _ in calls += 1 }
        let change = try navigator.execute(.popToRoot)
        #expect(change.isEmpty)
        #expect(calls == 0)
        _ = subscription
    }

    @Test func aRestoredStateIsShownOnAFreshHostAndNewIdentitiesComeAfterIt() async throws {
        let restored = NavigationState(root: .tabs([stack(1, 2), stack(3)], selected: 1), modals: [Modal(.sheet, stack(7))])
        let host = InMemoryHost()
        let navigator = Navigator(host: host, state: restored)
        await navigator.settle()
        #expect(host.shown == restored)
        #expect(navigator.makeScreen(Place.home).id == Screen.ID(8))
        #expect(Navigator(host: InMemoryHost(), state: restored, ids: ScreenIDGenerator(after: Screen.ID(20))).makeScreen(Place.home).id == Screen.ID(21))
    }

    @Test func anInvalidInitialStateStartsEmptyAndSetStateNamesTheProblem() {
        let invalid = NavigationState(root: stack(1, 1))
        let navigator = Navigator(host: InMemoryHost(), state: invalid)
        #expect(navigator.state == .empty)
        let error = #expect(throws: NavigationError.self) { try navigator.setState(invalid) }
        #expect(error?.kind == .duplicateScreenID)
        #expect(error?.input == "setState")
    }

    @Test func streamsEndWhenTheNavigatorGoesAway() async throws {
        var navigator: Navigator? = Navigator(host: InMemoryHost(), state: NavigationState(root: stack(1)))
        weak let released = navigator
        let stream = try #require(navigator?.changes)
        try navigator?.execute(.push(screen(2)))
        navigator = nil
        #expect(released == nil)
        var received: [NavigationChange] = []
        for await change in stream { received.append(change) }
        #expect(received.map(\.inserted) == [[screen(2)]])
    }
}
