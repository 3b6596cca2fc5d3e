import Testing
import Waypoint

/// Links parked behind login are the same link when they name the same route with the same
/// values, whatever their text.
@Suite @MainActor struct ParkedLinkIdentityTests {
    private func makeFixture() throws -> HubFixture {
        let fixture = HubFixture()
        fixture.useAuthentication()
        try fixture.route("login", "login", presentation: .sheet)
        try fixture.route(
            "account", "accounts/:accountID", parameters: ["accountID": .int], query: [.optional("tab")],
            policy: RoutePolicy(allowedSources: [.inApp, .pushNotification, .universalLink], requiresAuthentication: true))
        return fixture
    }

    @Test func aTrailingSlashDoesNotMakeASecondParkedLink() async throws {
        let fixture = try makeFixture()
        let older = fixture.hub.start(url: "nuapp://accounts/42/", source: .pushNotification)
        let newer = fixture.hub.start(url: "nuapp://accounts/42", source: .pushNotification)
        #expect(older.error?.kind == .superseded)
        fixture.isLoggedIn = true
        fixture.hub.signal(.authenticated)
        await newer.reach("started")
        #expect(fixture.flows(for: "account").count == 1)
    }

    @Test func theSameValuesWrittenDifferentlyCollapseAcrossSources() async throws {
        let fixture = try makeFixture()
        let links = [
            ("nuapp://accounts/042?tab=card", RequestSource.pushNotification),
            ("https://bank.example/accounts/42?tab=card", .universalLink),
            ("nuapp://accounts/42?t%61b=card&utm=x", .universalLink),
        ]
        let sessions = links.map { fixture.hub.start(url: $0.0, source: $0.1) }
        #expect(sessions.dropLast().allSatisfy { $0.error?.kind == .superseded })
        fixture.isLoggedIn = true
        fixture.hub.signal(.authenticated)
        await sessions.last!.reach("started")
        #expect(fixture.flows(for: "account").count == 1)
    }

    @Test func differentValuesStayTwoParkedLinks() async throws {
        let fixture = try makeFixture()
        let first = fixture.hub.start(url: "nuapp://accounts/42?tab=card", source: .inApp)
        let second = fixture.hub.start(url: "nuapp://accounts/42?tab=pix", source: .inApp)
        fixture.isLoggedIn = true
        fixture.hub.signal(.authenticated)
        await first.reach("started")
        await second.reach("started")
        #expect(fixture.flows(for: "account").count == 2)
    }
}
