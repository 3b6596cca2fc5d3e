import Testing
@_spi(Inspection) import Waypoint

@Suite @MainActor struct GuardChainTests {
    @Test func guardsRunInOrderAndTheFirstDecisionOtherThanProceedSettlesTheRequest() throws {
        let fixture = HubFixture()
        try fixture.route("card", "card/:cardID")
        let calls = SharedBox<[String]>([])
        fixture.hub.guards = [
            RoutingGuard("first") { _ in calls.value.append("first"); return .proceed },
            RoutingGuard("second") { _ in calls.value.append("second"); return .deny(reason: "card frozen") },
            RoutingGuard("third") { _ in calls.value.append("third"); return .proceed },
        ]
        let error = try #require(fixture.hub.start(url: "nuapp://card/1").error)
        #expect(calls.value == ["first", "second"])
        #expect(error.kind == .denied)
        #expect(error.reason.contains("card frozen"))
        #expect(error.reason.contains("second"))
        #expect(fixture.flows.isEmpty)
    }

    @Test func aRedirectResolvesTheNewURLWithTheSameSource() async throws {
        let fixture = HubFixture()
        try fixture.route("card.old", "cards/:cardID", policy: RoutePolicy(allowedSources: [.pushNotification]))
        try fixture.route("card", "card/:cardID", policy: RoutePolicy(allowedSources: [.pushNotification]))
        fixture.hub.guards = [
            RoutingGuard("legacy") { request in
                request.route.name == "card.old" ? .redirect(to: "nuapp://card/\(request.parameters["cardID"]!)") : .proceed
            }
        ]
        let session = fixture.hub.start(url: "nuapp://cards/9", source: .pushNotification)
        await session.reach("started")
        let request = try #require(fixture.flow("card")?.request)
        #expect(request.url == "nuapp://card/9")
        #expect(request.originalURL == "nuapp://cards/9")
        #expect(request.source == .pushNotification)
    }

    @Test func endlessRedirectsFailWithARedirectLoop() throws {
        let fixture = HubFixture()
        try fixture.route("a", "a")
        try fixture.route("b", "b")
        fixture.hub.guards = [
            RoutingGuard("ping-pong") { request in .redirect(to: request.route.name == "a" ? "nuapp://b" : "nuapp://a") }
        ]
        let error = try #require(fixture.hub.start(url: "nuapp://a").error)
        #expect(error.kind == .redirectLoop)
    }

    @Test func aDeferredRequestResumesWhenItsConditionIsSignalled() async throws {
        let fixture = HubFixture()
        try fixture.route("rewards", "rewards")
        let onboarded = SharedBox(false)
        fixture.hub.guards = [RoutingGuard("onboarding") { _ in onboarded.value ? .proceed : .deferUntil("onboarded") }]
        let session = fixture.hub.start(url: "nuapp://rewards")
        #expect(session.state.name == "preparing")
        #expect(fixture.flows.isEmpty)
        fixture.hub.signal("onboarded")
        #expect(fixture.flows.isEmpty)
        onboarded.value = true
        fixture.hub.signal("onboarded")
        await session.reach("started")
    }

    @Test func aRouteThatMayNotWaitFailsInsteadOfDeferring() throws {
        let fixture = HubFixture()
        try fixture.route("rewards", "rewards", policy: RoutePolicy(allowsDeferral: false))
        fixture.hub.guards = [RoutingGuard("onboarding") { _ in .deferUntil("onboarded") }]
        #expect(fixture.hub.start(url: "nuapp://rewards").error?.kind == .conditionUnmet)
    }

    @Test func guardDecisionsAreWordedInTheDecisionTrail() {
        #expect(RoutingDecision.guarded("g", .proceed).description == "guard g: proceed")
        #expect(RoutingDecision.guarded("g", .redirect(to: "nuapp://a")).description == "guard g: redirect to nuapp://a")
        #expect(
            RoutingDecision.guarded("g", .deferUntil(.authenticated, starting: "nuapp://login")).description
                == "guard g: defer until authenticated, starting nuapp://login")
        #expect(RoutingDecision.guarded("g", .deny(reason: "no")).description == "guard g: deny: no")
    }
}
