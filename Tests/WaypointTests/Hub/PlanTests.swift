import Testing
@_spi(Inspection) import Waypoint

@Suite @MainActor struct PlanTests {
    @Test func aPlanRecordsTheRouteGuardDecisionsAndRedirectsWithoutTouchingNavigation() throws {
        let fixture = HubFixture()
        fixture.useAuthentication()
        try fixture.route("login", "login")
        try fixture.route("card.old", "cards/:cardID", policy: RoutePolicy(allowedSources: [.pushNotification]))
        try fixture.route(
            "card.block", "card/:cardID/block", policy: RoutePolicy(allowedSources: [.pushNotification], requiresAuthentication: true))
        fixture.hub.guards.insert(
            RoutingGuard("legacy") { request in
                request.route.name == "card.old" ? .redirect(to: "nuapp://card/\(request.parameters["cardID"]!)/block") : .proceed
            }, at: 0)
        let before = fixture.navigator.state
        let plan = fixture.hub.plan(for: "nuapp://cards/3", source: .pushNotification)
        #expect(
            plan.steps == [
                .matched(route: "card.old", url: "nuapp://cards/3"),
                .guarded("legacy", .redirect(to: "nuapp://card/3/block")),
                .redirected(from: "nuapp://cards/3", to: "nuapp://card/3/block", by: "guard legacy"),
                .matched(route: "card.block", url: "nuapp://card/3/block"),
                .guarded("legacy", .proceed),
                .guarded("authentication", .deferUntil(.authenticated, starting: "nuapp://login")),
            ])
        #expect(plan.route == "card.block")
        guard case .park(.authenticated, "nuapp://login") = plan.outcome else {
            Issue.record("expected parking, got \(plan.outcome)")
            return
        }
        #expect(fixture.navigator.state == before)
        #expect(fixture.flows.isEmpty)
        #expect(fixture.hub.activeSessions().isEmpty)
        #expect(plan.description.contains("→ park until authenticated, starting nuapp://login"))

        fixture.isLoggedIn = true
        guard case .start("card.block", dismissingModals: false) = fixture.hub.plan(for: "nuapp://cards/3", source: .pushNotification).outcome
        else {
            Issue.record("expected a start")
            return
        }
    }

    @Test func aPlanReportsFailuresAndTheWaitForANavigator() throws {
        let fixture = HubFixture(registersNavigator: false)
        try fixture.route("card", "card/:cardID")
        guard case .fail(let error) = fixture.hub.plan(for: "nuapp://card/1", source: .externalApp).outcome else {
            Issue.record("expected a failure")
            return
        }
        #expect(error.kind == .forbiddenSource)
        guard case .waitForNavigator = fixture.hub.plan(for: "nuapp://card/1").outcome else {
            Issue.record("expected waiting for a navigator")
            return
        }
    }

    @Test func aPlanShowsTheBusyScreenPolicy() async throws {
        let fixture = HubFixture()
        try fixture.route("help", "help", presentation: .sheet)
        try fixture.route("card", "card/:cardID", policy: RoutePolicy(allowedSources: [.universalLink], whileBusy: .dismissAndContinue))
        let help = fixture.hub.start(url: "nuapp://help")
        await help.reach("started")
        let plan = fixture.hub.plan(for: "nuapp://card/1", source: .universalLink)
        #expect(plan.steps.last == .busyScreen(.dismissAndContinue))
        #expect("\(plan.outcome)" == "dismiss modals, start card")
        #expect(help.state.name == "started")
    }
}
