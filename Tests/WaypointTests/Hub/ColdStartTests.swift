import Testing
@_spi(Inspection) import Waypoint

@Suite @MainActor struct ColdStartTests {
    @Test func requestsBeforeANavigatorAreQueuedAndDeliveredExactlyOnceInOrder() async throws {
        let fixture = HubFixture(registersNavigator: false)
        try fixture.route("card", "card/:cardID", policy: RoutePolicy(allowedSources: [.inApp, .pushNotification], whilePreparing: .queue))
        var events: [String] = []
        let logging = fixture.hub.onEvent { event in
            if case .queued(let queue) = event.kind { events.append("\(event.session.map(\.description) ?? "?") \(queue)") }
        }
        let first = fixture.hub.start(url: "nuapp://card/1", source: .pushNotification)
        let second = fixture.hub.start(url: "nuapp://card/2", source: .inApp)
        #expect(first.state.name == "preparing")
        #expect(events == ["#1 until a navigator is registered", "#2 until a navigator is registered"])
        #expect(fixture.flows.isEmpty)

        fixture.hub.register(navigator: fixture.navigator)
        await first.reach("started")
        await second.reach("started")
        #expect(fixture.flows.map { $0.request?.parameters["cardID"] } == ["1", "2"])

        fixture.hub.register(navigator: fixture.navigator)
        await Task.yield()
        #expect(fixture.flows.count == 2)
        logging.cancel()
    }

    @Test func modulesRegisteringAfterTheLinkArrivedStillResolveIt() async throws {
        let fixture = HubFixture(registersNavigator: false)
        let session = fixture.hub.start(url: "nuapp://card/1")
        try fixture.route("card", "card/:cardID")
        fixture.hub.register(navigator: fixture.navigator)
        await session.reach("started")
    }

    @Test func aQueuedRequestCancelledBeforeDeliveryIsNeverStarted() throws {
        let fixture = HubFixture(registersNavigator: false)
        try fixture.route("card", "card/:cardID")
        let session = fixture.hub.start(url: "nuapp://card/1")
        session.cancel()
        fixture.hub.register(navigator: fixture.navigator)
        #expect(fixture.flows.isEmpty)
        #expect(session.error?.kind == .cancelled)
    }
}
