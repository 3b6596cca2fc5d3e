import Testing
@_spi(Tooling) import Waypoint
import WaypointTesting

extension AppCoordinator.State {
    /// A state the tests define, which they count as logged in.
    fileprivate static let trusted = AppCoordinator.State("trusted")
}

/// The app coordinator connected to a hub: links wait for login in the hub only.
@Suite @MainActor struct AppCoordinatorHubTests {
    private struct Fixture {
        let app: AppCoordinator
        let session: FakeAppSession
        let flows: FakeFlows
        let navigator: Navigator
        let hub: RoutingHub
        let clock: TestClock
    }

    private func makeFixture(authenticatedStates: Set<AppCoordinator.State> = [.authorized]) throws -> Fixture {
        let (navigator, _) = makeBankNavigator()
        let session = FakeAppSession()
        let flows = FakeFlows(session: session)
        let clock = TestClock()
        let hub = RoutingHub(
            configuration: RoutingHub.Configuration(urls: URLConfiguration(schemes: ["bank"]), parkingTimeout: .seconds(30), clock: clock))
        try hub.register(LinkRoute(
            try Route("account", "accounts/:id", parameters: ["id": .int]),
            policy: RoutePolicy(allowedSources: [.inApp, .pushNotification], requiresAuthentication: true)
        ) { request in request.parameters.value("id", as: Int.self).map { DeepLink(Bank.account($0)) } })
        try hub.register(LinkRoute(try Route("onboarding", "onboarding"), policy: RoutePolicy()) { _ in DeepLink(Bank.transfer, path: []) })
        let app = AppCoordinator(navigator: navigator, state: { session.state }, factory: flows)
        app.connect(hub, authenticatedStates: authenticatedStates)
        return Fixture(app: app, session: session, flows: flows, navigator: navigator, hub: hub, clock: clock)
    }

    @Test func aLinkThatNeedsLoginWaitsInTheHubAndOpensWhenTheMainFlowStarts() async throws {
        let fixture = try makeFixture()
        await fixture.app.launch()
        let link = fixture.hub.start(url: "bank://accounts/42", source: .pushNotification)
        for _ in 0..<100 { await Task.yield() }
        #expect(link.state.name == "preparing")
        #expect(fixture.navigator.state.destinationsByLevel == [bankLevel(.login)])
        fixture.flows.login!.loggedIn(as: "ada")
        await fixture.app.settle()
        await link.reach("started")
        #expect(fixture.navigator.state.destinationsByLevel == [bankLevel(.home, .accounts, .account(42))])
    }

    @Test func aColdStartLinkWaitsForTheFirstRootFlowAndTheLogin() async throws {
        let fixture = try makeFixture()
        let link = fixture.hub.start(url: "bank://accounts/7", source: .pushNotification)
        #expect(fixture.hub.navigator == nil)
        await fixture.app.launch()
        #expect(fixture.hub.navigator === fixture.navigator)
        for _ in 0..<100 { await Task.yield() }
        #expect(link.state.name == "preparing")
        fixture.flows.login!.loggedIn(as: "ada")
        await fixture.app.settle()
        await link.reach("started")
        #expect(fixture.navigator.state.destinationsByLevel == [bankLevel(.home, .accounts, .account(7))])
    }

    @Test func aLinkParkedLongerThanTheHubsTimeoutExpiresAndLoginOpensOnlyHome() async throws {
        let fixture = try makeFixture()
        await fixture.app.launch()
        let link = fixture.hub.start(url: "bank://accounts/42", source: .pushNotification)
        await fixture.clock.waitForSleepers()
        await fixture.clock.advance(by: .seconds(30))
        await link.reach("failed")
        #expect(link.error?.kind == .expired)
        fixture.flows.login!.loggedIn(as: "ada")
        await fixture.app.settle()
        #expect(fixture.navigator.state.destinationsByLevel == [bankLevel(.home)])
    }

    @Test func aLinkThatNeedsNoLoginOpensAtOnce() async throws {
        let fixture = try makeFixture()
        await fixture.app.launch()
        let link = fixture.hub.start(url: "bank://onboarding")
        await link.reach("started")
        #expect(fixture.navigator.state.destinationsByLevel == [bankLevel(.login), bankLevel(.transfer)])
    }

    @Test func aStateTheAppDefinesCountsAsLoggedInWhenConnectedSo() async throws {
        let fixture = try makeFixture(authenticatedStates: [.authorized, .trusted])
        fixture.session.state = .trusted
        await fixture.app.launch()
        let link = fixture.hub.start(url: "bank://accounts/3", source: .pushNotification)
        await link.reach("started")
        #expect(fixture.app.state == .trusted)
        #expect(fixture.navigator.state.destinationsByLevel == [bankLevel(.home, .accounts, .account(3))])
    }

    @Test func aGuestIsNotLoggedInSoTheLinkWaits() async throws {
        let fixture = try makeFixture()
        fixture.session.state = .guest
        await fixture.app.launch()
        let link = fixture.hub.start(url: "bank://accounts/3", source: .pushNotification)
        for _ in 0..<100 { await Task.yield() }
        #expect(link.state.name == "preparing")
        fixture.session.state = .authorized
        await fixture.app.refresh()
        await link.reach("started")
        #expect(fixture.navigator.state.destinationsByLevel == [bankLevel(.home, .accounts, .account(3))])
    }

    @Test func connectingReplacesAnAuthenticationGuardTheAppInstalledItself() throws {
        let fixture = try makeFixture()
        fixture.hub.guards.append(.authentication(isAuthenticated: { true }))
        fixture.app.connect(fixture.hub)
        #expect(fixture.hub.guards.map(\.name) == ["authentication"])
    }
}
