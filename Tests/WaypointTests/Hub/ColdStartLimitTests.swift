import Testing
import Waypoint
import WaypointTesting

/// Links that arrive before a navigator is registered are bounded in number and expire with the
/// hub's parking timeout, on the hub's clock.
@Suite @MainActor struct ColdStartLimitTests {
    private func makeFixture(maximum: Int = 32) throws -> HubFixture {
        let fixture = HubFixture(registersNavigator: false, maximumBeforeNavigator: maximum)
        try fixture.route("card", "card/:cardID", policy: RoutePolicy(allowedSources: [.inApp, .pushNotification]))
        return fixture
    }

    @Test func oneLinkMoreThanTheMaximumRefusesTheOldestAndKeepsTheNewest() async throws {
        let fixture = try makeFixture(maximum: 3)
        let sessions = (1...5).map { fixture.hub.start(url: "nuapp://card/\($0)", source: .pushNotification) }
        #expect(sessions.map(\.state.name) == ["failed", "failed", "preparing", "preparing", "preparing"])
        #expect(sessions[0].error?.kind == .queueFull)
        #expect(sessions[1].error?.kind == .queueFull)
        #expect(sessions[0].error?.description.contains("more than 3 links waited for a navigator") == true)

        fixture.hub.register(navigator: fixture.navigator)
        for session in sessions[2...] { await session.reach("started") }
        #expect(fixture.flows.map { $0.request?.parameters["cardID"] } == ["3", "4", "5"])
    }

    @Test func byDefaultThirtyTwoLinksWaitAndTheThirtyThirdRefusesTheFirst() throws {
        let fixture = HubFixture(registersNavigator: false)
        try fixture.route("card", "card/:cardID")
        let sessions = (1...33).map { fixture.hub.start(url: "nuapp://card/\($0)") }
        #expect(sessions[0].error?.kind == .queueFull)
        #expect(sessions[1...].allSatisfy { $0.state.name == "preparing" })
        #expect(RoutingHub.Configuration(urls: URLConfiguration(schemes: ["nuapp"])).maximumRequestsBeforeNavigator == 32)
    }

    @Test func aCancelledLinkFreesItsPlaceInTheQueue() throws {
        let fixture = try makeFixture(maximum: 2)
        let first = fixture.hub.start(url: "nuapp://card/1")
        let second = fixture.hub.start(url: "nuapp://card/2")
        second.cancel()
        let third = fixture.hub.start(url: "nuapp://card/3")
        #expect(first.state.name == "preparing")
        #expect(third.state.name == "preparing")
    }

    @Test func aLinkThatWaitsForANavigatorExpiresAfterTheParkingTimeout() async throws {
        let fixture = try makeFixture()
        let session = fixture.hub.start(url: "nuapp://card/1", source: .pushNotification)
        #expect(await fixture.clock.waitForSleepers())
        await fixture.clock.advance(by: .seconds(59))
        #expect(session.state.name == "preparing")
        await fixture.clock.advance(by: .seconds(1))
        await session.reach("failed")
        #expect(session.error?.kind == .expired)
        #expect(session.error?.reason == "waited for a navigator longer than 60.0 seconds")

        fixture.hub.register(navigator: fixture.navigator)
        await Task.yield()
        #expect(fixture.flows.isEmpty)
    }

    @Test func linksQueuedAtDifferentTimesExpireEachAtItsOwnDeadline() async throws {
        let fixture = try makeFixture()
        let early = fixture.hub.start(url: "nuapp://card/1")
        #expect(await fixture.clock.waitForSleepers())
        await fixture.clock.advance(by: .seconds(40))
        let late = fixture.hub.start(url: "nuapp://card/2")
        await fixture.clock.advance(by: .seconds(20))
        await early.reach("failed")
        #expect(late.state.name == "preparing")
        await fixture.clock.advance(by: .seconds(40))
        await late.reach("failed")
        #expect(late.error?.kind == .expired)
    }

    @Test func aLinkDeliveredBeforeItsDeadlineNeverExpires() async throws {
        let fixture = try makeFixture()
        let session = fixture.hub.start(url: "nuapp://card/1", source: .pushNotification)
        #expect(await fixture.clock.waitForSleepers())
        await fixture.clock.advance(by: .seconds(30))
        fixture.hub.register(navigator: fixture.navigator)
        await session.reach("started")
        await fixture.clock.advance(by: .seconds(120))
        #expect(session.state.name == "started")
    }
}
