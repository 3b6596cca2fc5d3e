import Testing
@_spi(Inspection) import Waypoint

@Suite @MainActor struct SourceApplicationTests {
    private func makeFixture() throws -> HubFixture {
        let fixture = HubFixture()
        try fixture.route(
            "pay", "pay/:amount", parameters: ["amount": .int],
            policy: RoutePolicy(
                allowedSources: [.inApp, .externalApp, .universalLink], sourceApplications: ["com.partner.wallet"]))
        return fixture
    }

    @Test func aListedApplicationOpensTheRouteAndTheFlowSeesWhichOne() async throws {
        let fixture = try makeFixture()
        let session = fixture.hub.start(url: "nuapp://pay/10", source: .externalApp, sourceApplication: "com.partner.wallet")
        await session.reach("started")
        #expect(fixture.flow("pay")?.request?.sourceApplication == "com.partner.wallet")
        #expect(session.sourceApplication == "com.partner.wallet")
    }

    @Test func anUnlistedApplicationIsRefusedWithATypedError() throws {
        let fixture = try makeFixture()
        let session = fixture.hub.start(url: "nuapp://pay/10", source: .externalApp, sourceApplication: "com.evil.app")
        let error = try #require(session.error)
        #expect(error.kind == .untrustedSourceApplication)
        #expect(error.description.contains("`com.evil.app`"))
        #expect(error.description.contains("com.partner.wallet"))
        #expect(fixture.flows.isEmpty)
    }

    @Test func anExternalRequestWithoutAnIdentifierIsRefused() throws {
        let fixture = try makeFixture()
        for source in [RequestSource.externalApp, .universalLink] {
            let session = fixture.hub.start(url: "nuapp://pay/10", source: source)
            #expect(session.error?.kind == .untrustedSourceApplication)
            #expect(session.error?.description.contains("names no source application") == true)
        }
        let plan = fixture.hub.plan(for: "nuapp://pay/10", source: .externalApp, sourceApplication: "com.PARTNER.wallet")
        guard case .fail(let error) = plan.outcome else {
            Issue.record("expected a refusal, got \(plan.outcome)")
            return
        }
        #expect(error.kind == .untrustedSourceApplication)
    }

    @Test func inAppRequestsAreNotCheckedAgainstTheApplicationList() async throws {
        let fixture = try makeFixture()
        let session = fixture.hub.start(url: "nuapp://pay/10", source: .inApp)
        await session.reach("started")
    }

    @Test func aRouteWithoutAListAdmitsAnyApplication() async throws {
        let fixture = HubFixture()
        try fixture.route("open", "open", policy: RoutePolicy(allowedSources: [.externalApp]))
        let session = fixture.hub.start(url: "nuapp://open", source: .externalApp, sourceApplication: nil)
        await session.reach("started")
    }
}
