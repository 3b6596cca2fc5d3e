import Testing
@_spi(Inspection) @_spi(Tooling) import Waypoint

// A session hears every flow synchronously, through `onEvent`: `started` at once, everything
// else one main-actor turn later, in order, never inside a navigator's change delivery.

private enum TimingScreen: Destination {
    case home
    case page
}

/// Produces a value while preparing, pushes a screen, reports the session's state right after
/// the push, and produces another value.
@MainActor private final class TimingCoordinator: Coordinator<String, Int> {
    var afterPush: (@MainActor () -> Void)?

    override func start() async throws {
        emit("loading")
        try push(TimingScreen.page)
        afterPush?()
        emit("shown")
    }
}

/// Hides a coordinator behind a flow of the app's own, which forwards its events.
@MainActor private final class WrappingFlow: RunningFlow {
    let inner: TimingCoordinator
    init(_ inner: TimingCoordinator) { self.inner = inner }
    var id: FlowID { inner.id }
    func onEvent(_ body: @escaping @MainActor (FlowEvent<any Sendable, any Sendable>) -> Void) -> NavigationSubscription {
        inner.onEvent(body)
    }
    func launch() async { await inner.launch() }
    func cancel() { inner.cancel() }
}

@MainActor private final class TimingFixture {
    let navigator = Navigator(host: InMemoryHost())
    let hub = RoutingHub(configuration: RoutingHub.Configuration(urls: URLConfiguration(schemes: ["nuapp"])))
    var coordinators: [TimingCoordinator] = []

    init(wrapped: Bool = false) throws {
        try navigator.execute(.setRoot(.stack([navigator.makeScreen(TimingScreen.home)])))
        try hub.register(
            FlowRoute(try Route("page", "page")) { [unowned self] _, context in
                let coordinator = TimingCoordinator(navigator: context.navigator)
                self.coordinators.append(coordinator)
                return wrapped ? WrappingFlow(coordinator) : coordinator
            })
        hub.register(navigator: navigator)
    }
}

@Suite @MainActor struct CoordinatorSessionTimingTests {
    @Test func aCoordinatorsSessionIsStartedTheMomentItsFirstScreenIsPushed() async throws {
        let fixture = try TimingFixture()
        let session = fixture.hub.start(url: "nuapp://page")
        let coordinator = try #require(fixture.coordinators.first)
        var statesAfterPush: [String] = []
        coordinator.afterPush = { statesAfterPush = session.history.map(\.description) }
        await waitUntil { session.history.count == 4 }
        // The value produced while preparing follows `started` at once.
        #expect(statesAfterPush == ["preparing", "started", "produced(loading)"])
    }

    @Test func aCoordinatorBehindAFlowOfTheAppsOwnGivesTheSameStatesInTheSameOrder() async throws {
        var histories: [[String]] = []
        for wrapped in [false, true] {
            let fixture = try TimingFixture(wrapped: wrapped)
            let session = fixture.hub.start(url: "nuapp://page")
            await waitUntil { session.history.count == 4 }
            try #require(fixture.coordinators.first).finish(7)
            await session.reach("completed")
            histories.append(session.history.map(\.description))
        }
        #expect(histories[0] == ["preparing", "started", "produced(loading)", "produced(shown)", "completed(finished(7))"])
        #expect(histories[0] == histories[1])
    }

    @Test func aFlowWhoseScreensTheAppRemovedEndsItsSessionOnlyAfterTheNavigatorDeliveredTheChange() async throws {
        let fixture = try TimingFixture()
        let session = fixture.hub.start(url: "nuapp://page")
        await waitUntil { session.history.count == 4 }
        var statesDuringDelivery: [String] = []
        let watching = fixture.navigator.onChange { _ in statesDuringDelivery.append(session.state.name) }
        try fixture.navigator.execute(.pop)
        #expect(statesDuringDelivery == ["produced"])
        #expect(!session.isFinished)
        await session.reach("completed")
        #expect(session.history.last?.description == "completed(closedByApp)")
        watching.cancel()
    }

    @Test func cancellingASessionBeforeItsCoordinatorShowedAnythingShowsNothing() async throws {
        let fixture = try TimingFixture()
        let session = fixture.hub.start(url: "nuapp://page")
        session.cancel()
        #expect(session.stateNames == ["preparing", "failed"])
        await waitUntil { fixture.coordinators.first?.phase == .ended }
        for _ in 0..<10 { await Task.yield() }
        #expect(fixture.navigator.state.screens.count == 1)
        #expect(session.stateNames == ["preparing", "failed"])
        #expect(fixture.hub.activeSessions().isEmpty)
    }
}
