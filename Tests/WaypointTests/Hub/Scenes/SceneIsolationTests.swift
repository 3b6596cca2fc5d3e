import Testing
import Waypoint

@Suite @MainActor struct SceneIsolationTests {
    @Test func aBusyWindowDoesNotHoldBackLinksForAnotherWindow() async throws {
        let fixture = HubFixture()
        try fixture.route("card", "card/:cardID", policy: RoutePolicy(allowedSources: [.pushNotification]))
        let second = fixture.openWindow("second")
        let lock = fixture.hub.lock(reason: "confirming payment", in: .main)
        #expect(fixture.hub.lockReasons(in: .main) == ["confirming payment"] && fixture.hub.lockReasons().isEmpty)
        let held = fixture.hub.start(url: "nuapp://card/1", source: .pushNotification, in: .scene(.main))
        let free = fixture.hub.start(url: "nuapp://card/2", source: .pushNotification)
        await free.reach("started")
        #expect(second.flowScreens == 1)
        #expect(held.state.name == "preparing" && fixture.navigator.flowScreens == 0)
        lock.cancel()
        await held.reach("started")
        #expect(fixture.navigator.flowScreens == 1)
    }

    @Test func aFlowPreparingInOneWindowDoesNotQueueLinksOfAnother() async throws {
        let fixture = HubFixture()
        try fixture.route("slow", "slow", holdsPreparation: true)
        try fixture.route("card", "card/:cardID")
        _ = fixture.openWindow("second")
        let slow = fixture.hub.start(url: "nuapp://slow", in: .scene(.main))
        await waitUntil { fixture.flow("slow")?.isPreparing == true }
        let card = fixture.hub.start(url: "nuapp://card/1")
        await card.reach("started")
        #expect(slow.state.name == "preparing")
        let queuedHere = fixture.hub.start(url: "nuapp://card/2", in: .scene(.main))
        await Task.yield()
        #expect(fixture.flows(for: "card").count == 1, "the main window's link waits behind its preparing flow")
        slow.cancel()
        await queuedHere.reach("started")
    }

    @Test func aLinkParkedForLoginResumesInItsOwnWindow() async throws {
        let fixture = HubFixture()
        try fixture.route("card", "card/:cardID", policy: RoutePolicy(requiresAuthentication: true))
        fixture.hub.guards.append(RoutingGuard("auth") { request in
            request.policy.requiresAuthentication ? .deferUntil(.authenticated) : .proceed
        })
        let second = fixture.openWindow("second")
        let session = fixture.hub.start(url: "nuapp://card/1")
        #expect(session.history.count == 1 && fixture.hub.scene(of: session) == "second")
        fixture.hub.activate(scene: .main)
        fixture.hub.guards = []
        fixture.hub.signal(.authenticated)
        await session.reach("started")
        #expect(second.flowScreens == 1 && fixture.navigator.flowScreens == 0)
    }

    @Test func closingAWindowEndsItsFlowsWithATypedReasonAndReleasesEverything() async throws {
        let fixture = HubFixture()
        try fixture.route("card", "card/:cardID")
        try fixture.route("parked", "parked", policy: RoutePolicy(requiresAuthentication: true))
        fixture.useAuthentication()
        try fixture.route("login", "login")
        weak var weakNavigator: Navigator?
        weak var weakSession: RoutingSession?
        weak var weakFlow: ProbeFlow?
        var errors: [RoutingError.Kind] = []
        var subscriptions: [NavigationSubscription] = []
        do {
            let navigator = fixture.openWindow("closing")
            weakNavigator = navigator
            let session = fixture.hub.start(url: "nuapp://card/1")
            weakSession = session
            await session.reach("started")
            weakFlow = fixture.flow("card")
            let parked = fixture.hub.start(url: "nuapp://parked")
            _ = fixture.hub.lock(reason: "kept", in: "closing")
            for each in [session, parked] {
                subscriptions.append(each.subscribe(onError: { errors.append($0.kind) }))
            }
            #expect(fixture.hub.activeSessions().count == 3, "the card, the parked link and the login it started")
        }
        fixture.hub.unregister(scene: "closing")
        #expect(errors == [.sceneClosed], "the started card completes as closed by the user; only the parked link fails")
        #expect(fixture.hub.activeSessions().isEmpty)
        #expect(fixture.hub.scenes.map(\.id) == [.main] && fixture.hub.activeScene == .main)
        #expect(fixture.hub.lockReasons(in: "closing").isEmpty)
        subscriptions = []
        fixture.releaseFlows()
        await waitUntil { weakNavigator == nil && weakSession == nil && weakFlow == nil }
        let next = fixture.hub.start(url: "nuapp://card/2")
        await next.reach("started")
        #expect(fixture.hub.scene(of: next) == .main)
    }

    @Test func closingAWindowThatIsNotOpenChangesNothing() async throws {
        let fixture = HubFixture()
        try fixture.route("card", "card/:cardID")
        let session = fixture.hub.start(url: "nuapp://card/1")
        fixture.hub.unregister(scene: "never-opened")
        await session.reach("started")
        #expect(fixture.hub.scenes.count == 1)
    }

    @Test func closingEveryWindowMakesNewLinksWaitForTheNextOne() async throws {
        let fixture = HubFixture()
        try fixture.route("card", "card/:cardID")
        fixture.hub.unregister(scene: .main)
        #expect(fixture.hub.navigator == nil && fixture.hub.activeScene == nil)
        let session = fixture.hub.start(url: "nuapp://card/1")
        #expect(session.state.name == "preparing")
        let next = fixture.openWindow("next")
        await session.reach("started")
        #expect(next.flowScreens == 1)
    }
}
