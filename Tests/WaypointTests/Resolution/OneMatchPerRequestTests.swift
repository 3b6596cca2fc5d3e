import Foundation
import Testing
@_spi(Inspection) @_spi(Tooling) import Waypoint

/// Each request reaches the route engine once per URL it asks for: the trust reduction, the
/// window placement and the resolution read the same match, and a request that waits is not
/// matched again when it resumes.
@Suite @MainActor struct OneMatchPerRequestTests {
    /// A hub whose route matches are recorded, with `card/:cardID` (query `reason`) open to
    /// every source, and a `support` route shown in a window of its own.
    private func makeFixture() throws -> (HubFixture, MatchRecorder) {
        let fixture = HubFixture()
        let everyone = Set(RequestSource.builtIn)
        try fixture.route(
            "card", "card/:cardID", parameters: ["cardID": .int], query: [.optional("reason")],
            policy: RoutePolicy(allowedSources: everyone))
        try fixture.route("support", "support/chat", query: [.optional("topic")], policy: placed(.kind("support"), sources: everyone))
        let recorder = MatchRecorder()
        fixture.hub.matchRecorder = recorder
        return (fixture, recorder)
    }

    @Test func anInAppLinkWithAQueryIsMatchedOnce() async throws {
        let (fixture, recorder) = try makeFixture()
        let session = fixture.hub.start(url: "nuapp://card/7?reason=lost&tab=2", source: .inApp)
        await session.reach("started")
        #expect(recorder.urls == ["nuapp://card/7?reason=lost&tab=2"])
        #expect(fixture.flow("card")?.request?.extraQuery == ["tab": "2"])
    }

    @Test func anExternalLinkIsMatchedOnceAndItsReductionReadsThatMatch() async throws {
        let (fixture, recorder) = try makeFixture()
        let url = "nuapp://card/7?utm=mail&reason=lost&reason=stolen&bad=%ZZ#top"
        let session = fixture.hub.start(url: url, source: .pushNotification)
        await session.reach("started")
        #expect(recorder.urls == [url])
        let request = try #require(fixture.flow("card")?.request)
        #expect(request.url == "nuapp://card/7?reason=lost")
        #expect(request.match.url == "nuapp://card/7?reason=lost")
        #expect(request.query["reason"] == "lost")
        #expect(request.parameters.value("cardID", as: Int.self) == 7)
        #expect(request.match.extraQuery.isEmpty)
        #expect(session.url == "nuapp://card/7?reason=lost")
    }

    @Test func aRedirectedExternalLinkIsMatchedOnceAgainstTheRoutes() async throws {
        let (fixture, recorder) = try makeFixture()
        try fixture.hub.loadOverrides(
            Data(#"{"version": 1, "redirects": [{"from": "cards/:id", "to": "nuapp://card/:id"}]}"#.utf8))
        recorder.reset()
        let session = fixture.hub.start(url: "nuapp://cards/7?reason=lost&utm=mail", source: .universalLink)
        await session.reach("started")
        #expect(recorder.urls == ["nuapp://card/7?reason=lost&utm=mail"])
        #expect(fixture.flow("card")?.request?.url == "nuapp://card/7?reason=lost")
        #expect(fixture.flow("card")?.request?.originalURL == "nuapp://cards/7?reason=lost")
    }

    @Test func aLinkPlacedInAWindowOfItsRoutesKindIsMatchedOnce() async throws {
        let (fixture, recorder) = try makeFixture()
        let support = fixture.openWindow("support-1", kind: "support")
        let session = fixture.hub.start(url: "nuapp://support/chat?topic=cards&utm=mail", source: .externalApp)
        await session.reach("started")
        #expect(recorder.urls == ["nuapp://support/chat?topic=cards&utm=mail"])
        #expect(fixture.hub.scene(of: session) == "support-1")
        #expect(support.flowScreens == 1)
    }

    @Test func aGuardRedirectMatchesEachURLOnce() async throws {
        let (fixture, recorder) = try makeFixture()
        fixture.hub.guards = [
            RoutingGuard("lost cards go to support") { request in
                request.query["reason"] == "lost" ? .redirect(to: "nuapp://card/8?reason=found") : .proceed
            }
        ]
        let session = fixture.hub.start(url: "nuapp://card/7?reason=lost", source: .pushNotification)
        await session.reach("started")
        #expect(recorder.urls == ["nuapp://card/7?reason=lost", "nuapp://card/8?reason=found"])
    }

    @Test func aParkedLinkIsNotMatchedAgainWhenItResumes() async throws {
        let fixture = try HubFixture.cardBlockBehindLogin()
        let recorder = MatchRecorder()
        fixture.hub.matchRecorder = recorder
        let session = fixture.hub.start(url: "nuapp://card/7/block?utm=mail", source: .pushNotification)
        #expect(fixture.flow("card.block") == nil)
        fixture.isLoggedIn = true
        fixture.hub.signal(.authenticated)
        await session.reach("started")
        #expect(recorder.urls.filter { $0.hasPrefix("nuapp://card/") } == ["nuapp://card/7/block?utm=mail"])
        #expect(recorder.urls.filter { $0 == "nuapp://login" } == ["nuapp://login"])
    }

    @Test func anInAppLinkThatArrivedBeforeItsRouteIsMatchedOnceWhenResolved() async throws {
        let fixture = HubFixture(registersNavigator: false)
        let recorder = MatchRecorder()
        fixture.hub.matchRecorder = recorder
        let session = fixture.hub.start(url: "nuapp://card/7?reason=lost", source: .inApp)
        try fixture.route("card", "card/:cardID", parameters: ["cardID": .int], query: [.optional("reason")])
        fixture.hub.register(navigator: fixture.navigator)
        await session.reach("started")
        #expect(recorder.urls == ["nuapp://card/7?reason=lost"])
    }

    @Test func anExternalLinkIsMatchedAgainOnlyWhenTheRoutesChangedWhileItWaited() async throws {
        let fixture = HubFixture(registersNavigator: false)
        let recorder = MatchRecorder()
        fixture.hub.matchRecorder = recorder
        let url = "nuapp://card/7?reason=lost&utm=mail"
        let session = fixture.hub.start(url: url, source: .pushNotification)
        // No route names it yet, so it keeps no query at all.
        #expect(session.url == "nuapp://card/7")
        try fixture.route(
            "card", "card/:cardID", parameters: ["cardID": .int], query: [.optional("reason")],
            policy: RoutePolicy(allowedSources: [.pushNotification]))
        fixture.hub.register(navigator: fixture.navigator)
        await session.reach("started")
        #expect(recorder.urls == [url, url])
        #expect(fixture.flow("card")?.request?.url == "nuapp://card/7?reason=lost")
    }

    @Test func aPlanMatchesItsURLOnce() throws {
        let (fixture, recorder) = try makeFixture()
        let plan = fixture.hub.plan(for: "nuapp://support/chat?topic=cards&utm=mail", source: .externalApp)
        #expect(recorder.urls == ["nuapp://support/chat?topic=cards&utm=mail"])
        #expect(plan.steps.contains(.droppedQueryKeys(["utm"])))
    }
}
