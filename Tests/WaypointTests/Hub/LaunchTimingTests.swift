import Testing
import Waypoint

/// When a session's flow launches: at once for a request nothing defers, in a task of its own for
/// a request the hub resumes or dequeues while it handles another session.
@Suite @MainActor struct LaunchTimingTests {
    @Test func aRequestNothingDefersShowsItsFlowsFirstScreenBeforeStartReturns() async throws {
        let fixture = HubFixture()
        try fixture.route("card", "card/:cardID", parameters: ["cardID": .int])
        let session = fixture.hub.start(url: "nuapp://card/7")
        let flow = try #require(fixture.flow("card"))
        #expect(flow.launchCalls == 1)
        #expect(fixture.navigator.state.topScreen?.owner == flow.id)
        // The session learns of `started` from the flow's lifecycle, one main-actor turn later.
        #expect(session.state.name == "preparing")
        await session.reach("started")
        #expect(session.stateNames == ["preparing", "started"])
    }

    @Test func aRequestResumedAfterLoginLaunchesItsFlowInATaskOfItsOwn() async throws {
        let fixture = HubFixture()
        fixture.useAuthentication()
        try fixture.route("login", "login", presentation: .sheet)
        try fixture.route(
            "card.block", "card/:cardID/block", policy: RoutePolicy(allowedSources: [.inApp], requiresAuthentication: true))
        let session = fixture.hub.start(url: "nuapp://card/7/block")
        // The login run the parked request started is not a request of the caller's: it waits a turn.
        let login = try #require(fixture.flow("login"))
        #expect(login.launchCalls == 0)
        await waitUntil { login.isStarted }
        fixture.isLoggedIn = true
        fixture.hub.signal(.authenticated)
        let flow = try #require(fixture.flow("card.block"))
        #expect(flow.launchCalls == 0)
        await session.reach("started")
        #expect(flow.launchCalls == 1)
    }
}
