import Testing
import Waypoint
import WaypointTesting

@Suite @MainActor struct AuthenticationGuardTests {
    private func makeFixture(parkingTimeout: Duration = .seconds(60)) throws -> HubFixture {
        try HubFixture.cardBlockBehindLogin(parkingTimeout: parkingTimeout)
    }

    @Test func aLinkNeedingLoginIsParkedTheLoginRunsAndTheLinkResumes() async throws {
        let fixture = try makeFixture()
        let session = fixture.hub.start(url: "nuapp://card/7/block", source: .pushNotification)
        #expect(session.state.name == "preparing")
        #expect(fixture.flow("card.block") == nil)
        let login = try #require(fixture.flow("login"))
        await waitUntil { login.isStarted }
        fixture.isLoggedIn = true
        login.finish("user-1")
        await session.reach("started")
        #expect(fixture.flow("card.block")?.request?.parameters["cardID"] == "7")
    }

    @Test func whenTheUserClosesTheLoginTheParkedLinkFailsUnauthenticated() async throws {
        let fixture = try makeFixture()
        let session = fixture.hub.start(url: "nuapp://card/7/block", source: .pushNotification)
        let login = try #require(fixture.flow("login"))
        await waitUntil { login.isStarted }
        try fixture.host.swipeDown()
        await session.reach("failed")
        #expect(session.error?.kind == .unauthenticated)
        #expect(fixture.flows(for: "login").count == 1)
        #expect(fixture.flow("card.block") == nil)
    }

    @Test func severalParkedLinksShareOneLoginRun() async throws {
        let fixture = try makeFixture()
        let first = fixture.hub.start(url: "nuapp://card/1/block", source: .pushNotification)
        let second = fixture.hub.start(url: "nuapp://card/2/block", source: .inApp)
        #expect(fixture.flows(for: "login").count == 1)
        fixture.isLoggedIn = true
        fixture.hub.signal(.authenticated)
        await first.reach("started")
        await second.reach("started")
        #expect(fixture.flows(for: "card.block").count == 2)
    }

    @Test func duplicateParkedLinksCollapseIntoTheNewest() async throws {
        let fixture = try makeFixture()
        let older = fixture.hub.start(url: "nuapp://card/7/block", source: .pushNotification)
        let newer = fixture.hub.start(url: "nuapp://card/7/block", source: .pushNotification)
        #expect(older.error?.kind == .superseded)
        #expect(newer.state.name == "preparing")
        fixture.isLoggedIn = true
        fixture.hub.signal(.authenticated)
        await newer.reach("started")
        #expect(fixture.flows(for: "card.block").count == 1)
    }

    @Test func parkedLinksExpireAfterTheConfiguredTime() async throws {
        let fixture = try makeFixture(parkingTimeout: .seconds(30))
        let session = fixture.hub.start(url: "nuapp://card/7/block", source: .pushNotification)
        await fixture.clock.waitForSleepers()
        await fixture.clock.advance(by: .seconds(29))
        await Task.yield()
        #expect(session.state.name == "preparing")
        await fixture.clock.advance(by: .seconds(1))
        await session.reach("failed")
        let error = try #require(session.error)
        #expect(error.kind == .expired)
        #expect(error.reason.contains("authenticated"))
        fixture.isLoggedIn = true
        fixture.hub.signal(.authenticated)
        #expect(fixture.flow("card.block") == nil)
    }

    @Test func aLoggedInUserGoesStraightThrough() async throws {
        let fixture = try makeFixture()
        fixture.isLoggedIn = true
        let session = fixture.hub.start(url: "nuapp://card/7/block", source: .pushNotification)
        await session.reach("started")
        #expect(fixture.flow("login") == nil)
    }

    @Test func aRouteThatMayNotWaitFailsUnauthenticated() throws {
        let fixture = HubFixture()
        fixture.useAuthentication()
        try fixture.route("transfer", "transfer", policy: RoutePolicy(requiresAuthentication: true, allowsDeferral: false))
        let error = try #require(fixture.hub.start(url: "nuapp://transfer").error)
        #expect(error.kind == .unauthenticated)
        #expect(fixture.flows.isEmpty)
    }
}
