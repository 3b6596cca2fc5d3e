import Testing
@_spi(Tooling) import Waypoint

private enum EndingScreen: Destination { case home, page }

private final class PageCoordinator: Coordinator<Never, Void> {
    override func start() async throws { try push(EndingScreen.page) }
}

/// A hub whose `page` route pushes a coordinator's screen (heard, like every flow, through `onEvent`).
@MainActor private final class CoordinatorHub {
    let host = InMemoryHost()
    let navigator: Navigator
    let hub = RoutingHub(configuration: RoutingHub.Configuration(urls: URLConfiguration(schemes: ["nuapp"])))
    var flows: [PageCoordinator] = []

    init() throws {
        navigator = Navigator(host: host)
        try navigator.execute(.setRoot(.stack([navigator.makeScreen(EndingScreen.home)])))
        try hub.register(
            FlowRoute(try Route("page", "page")) { [unowned self] _, context in
                let flow = PageCoordinator(navigator: context.navigator)
                flows.append(flow)
                return flow
            })
        hub.register(navigator: navigator)
    }
}

/// Who ends a session: only a caller that cancels it, or its last observer leaving; and whether
/// its flow's screens were closed by the user or by the app.
@Suite @MainActor struct SessionEndingTests {
    @Test func oneOfTwoObserversDroppingItsTokenLeavesTheSessionRunningUntilTheLastOneDoes() async throws {
        let fixture = HubFixture()
        try fixture.route("card", "card/:cardID", presentation: .sheet)
        let session = fixture.hub.start(url: "nuapp://card/1")
        await session.reach("started")
        var first: NavigationSubscription? = session.subscribe()
        var second: NavigationSubscription? = session.subscribe()
        #expect(first != nil && second != nil)
        first = nil
        for _ in 0..<20 { await Task.yield() }
        #expect(session.state.name == "started", "one observer leaving cancelled the session for the other")
        #expect(fixture.navigator.state.modals.count == 1)
        second = nil
        await session.reach("failed")
        #expect(session.error?.kind == .cancelled)
    }

    @Test func cancellingOneConsumingTaskLeavesTheSessionRunningWhileATokenLives() async throws {
        let fixture = HubFixture()
        try fixture.route("card", "card/:cardID", presentation: .sheet)
        let session = fixture.hub.start(url: "nuapp://card/1")
        let token = session.subscribe()
        let consumer = Task { @MainActor in for await _ in session.states {} }
        await session.reach("started")
        consumer.cancel()
        await consumer.value
        for _ in 0..<20 { await Task.yield() }
        #expect(session.state.name == "started")
        token.cancel()
        await session.reach("failed")
    }

    @Test func theAppReplacingAFlowsScreensCompletesItsSessionAsClosedByTheApp() async throws {
        let fixture = HubFixture()
        try fixture.route("card", "card/:cardID")
        let session = fixture.hub.start(url: "nuapp://card/1")
        await session.reach("started")
        try fixture.navigator.execute(.popToRoot)
        await session.reach("completed")
        #expect(session.state.description == "completed(closedByApp)")
    }

    @Test func aCoordinatorsScreenRemovedByTheAppCompletesAsClosedByTheApp() async throws {
        let fixture = try CoordinatorHub()
        let session = fixture.hub.start(url: "nuapp://page")
        await session.reach("started")
        try fixture.navigator.execute(.pop)
        await session.reach("completed")
        #expect(session.state.description == "completed(closedByApp)")
    }

    @Test func aCoordinatorsScreenClosedWithTheBackButtonCompletesAsClosedByTheUser() async throws {
        let fixture = try CoordinatorHub()
        let session = fixture.hub.start(url: "nuapp://page")
        await session.reach("started")
        await fixture.navigator.settle()
        try fixture.host.popInteractively()
        await session.reach("completed")
        #expect(session.state.description == "completed(closedByUser)")
    }

    @Test func aCoordinatorCancelledDirectlyCompletesItsSessionAsClosedByTheApp() async throws {
        let fixture = try CoordinatorHub()
        let session = fixture.hub.start(url: "nuapp://page")
        await session.reach("started")
        try #require(fixture.flows.first).cancel()
        await session.reach("completed")
        #expect(session.state.description == "completed(closedByApp)")
    }
}
