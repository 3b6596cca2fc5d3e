import Testing
import Waypoint

@Suite @MainActor struct OverlapPolicyTests {
    private let external = RoutePolicy(allowedSources: [.inApp, .pushNotification, .universalLink])

    @Test func anExternalRequestCancelsAnOlderPreparingSession() async throws {
        let fixture = HubFixture()
        try fixture.route("statement", "statement", policy: external, holdsPreparation: true)
        try fixture.route("card", "card/:cardID", policy: external)
        let older = fixture.hub.start(url: "nuapp://statement", source: .inApp)
        let olderFlow = try #require(fixture.flow("statement"))
        await waitUntil { olderFlow.isPreparing }
        let newer = fixture.hub.start(url: "nuapp://card/1", source: .universalLink)
        let error = try #require(older.error)
        #expect(error.kind == .superseded)
        #expect(error.reason.contains("nuapp://card/1"))
        #expect(olderFlow.cancelCalls == 1)
        await newer.reach("started")
    }

    @Test func anInAppRequestQueuesBehindAPreparingSessionAndStartsAfterIt() async throws {
        let fixture = HubFixture()
        try fixture.route("statement", "statement", holdsPreparation: true)
        try fixture.route("card", "card/:cardID")
        let first = fixture.hub.start(url: "nuapp://statement")
        let flow = try #require(fixture.flow("statement"))
        await waitUntil { flow.isPreparing }
        let second = fixture.hub.start(url: "nuapp://card/1")
        let third = fixture.hub.start(url: "nuapp://card/2")
        #expect(fixture.flow("card") == nil)
        #expect(second.state.name == "preparing")
        flow.finishPreparation()
        await first.reach("started")
        await second.reach("started")
        await third.reach("started")
        #expect(fixture.flows(for: "card").map { $0.request?.parameters["cardID"] } == ["1", "2"])
    }

    @Test func aRouteCanChooseToQueueEvenForExternalSources() async throws {
        let fixture = HubFixture()
        try fixture.route("statement", "statement", holdsPreparation: true)
        var policy = external
        policy.whilePreparing = .queue
        try fixture.route("card", "card/:cardID", policy: policy)
        let first = fixture.hub.start(url: "nuapp://statement")
        let statement = try #require(fixture.flow("statement"))
        await waitUntil { statement.isPreparing }
        let second = fixture.hub.start(url: "nuapp://card/1", source: .pushNotification)
        #expect(first.error == nil)
        #expect(fixture.flow("card") == nil)
        statement.finishPreparation()
        await second.reach("started")
    }

    @Test func aQueuedRequestStartsWhenThePreparingSessionFails() async throws {
        let fixture = HubFixture()
        try fixture.route("statement", "statement", holdsPreparation: true)
        try fixture.route("card", "card/:cardID")
        let first = fixture.hub.start(url: "nuapp://statement")
        let second = fixture.hub.start(url: "nuapp://card/1")
        first.cancel()
        await second.reach("started")
    }

    @Test func dismissAndContinueClosesTheModalAndSupersedesItsSession() async throws {
        let fixture = HubFixture()
        try fixture.route("help", "help", presentation: .sheet)
        var policy = external
        policy.whileBusy = .dismissAndContinue
        try fixture.route("card", "card/:cardID", policy: policy)
        let help = fixture.hub.start(url: "nuapp://help")
        await help.reach("started")
        let card = fixture.hub.start(url: "nuapp://card/1", source: .pushNotification)
        #expect(help.error?.kind == .superseded)
        #expect(fixture.navigator.state.modals.isEmpty)
        await card.reach("started")
    }

    @Test func deferUntilUnlockedWaitsForTheModalToGo() async throws {
        let fixture = HubFixture()
        try fixture.route("help", "help", presentation: .sheet)
        try fixture.route("card", "card/:cardID", policy: external)
        let help = fixture.hub.start(url: "nuapp://help")
        await help.reach("started")
        let card = fixture.hub.start(url: "nuapp://card/1", source: .pushNotification)
        #expect(fixture.flow("card") == nil)
        #expect(card.state.name == "preparing")
        try fixture.host.swipeDown()
        await help.reach("completed")
        await card.reach("started")
    }

    @Test func rejectFailsWithBusyWhileAModalIsOnScreen() async throws {
        let fixture = HubFixture()
        try fixture.route("help", "help", presentation: .sheet)
        var policy = external
        policy.whileBusy = .reject
        try fixture.route("card", "card/:cardID", policy: policy)
        let help = fixture.hub.start(url: "nuapp://help")
        await help.reach("started")
        #expect(fixture.hub.start(url: "nuapp://card/1", source: .universalLink).error?.kind == .busy)
        #expect(help.state.name == "started")
    }

    @Test func aLockedFlowHoldsExternalLinksUntilItIsReleased() async throws {
        let fixture = HubFixture()
        try fixture.route("card", "card/:cardID", policy: external)
        let lock = fixture.hub.lock(reason: "confirming payment")
        #expect(fixture.hub.lockReasons() == ["confirming payment"])
        let card = fixture.hub.start(url: "nuapp://card/1", source: .pushNotification)
        let inApp = fixture.hub.start(url: "nuapp://card/2", source: .inApp)
        await inApp.reach("started")
        #expect(card.state.name == "preparing")
        lock.cancel()
        await card.reach("started")
        #expect(fixture.hub.lockReasons().isEmpty)
    }

    @Test func droppingALockReleasesIt() async throws {
        let fixture = HubFixture()
        try fixture.route("card", "card/:cardID", policy: external)
        var lock: NavigationSubscription? = fixture.hub.lock(reason: "payment")
        let card = fixture.hub.start(url: "nuapp://card/1", source: .pushNotification)
        #expect(lock != nil)
        lock = nil
        await card.reach("started")
    }
}
