import Foundation
import Testing
@_spi(Inspection) import Waypoint

/// Undeclared query keys (and fragments) from external sources never reach the flow, the events
/// or the dry run: only their names are reported.
@Suite @MainActor struct ExternalQueryTests {
    private func makeFixture() throws -> HubFixture {
        let fixture = HubFixture()
        try fixture.route(
            "promo", "promo/:code", query: [.optional("campaign")],
            policy: RoutePolicy(allowedSources: [.inApp, .universalLink]))
        return fixture
    }

    @Test func aUniversalLinkFlowCannotReadAnUndeclaredKeyAnywhere() async throws {
        let fixture = try makeFixture()
        var log: [String] = []
        let logging = fixture.hub.onEvent { log.append("\($0)") }
        let session = fixture.hub.start(url: "https://bank.example/promo/X?campaign=tv&evil=1", source: .universalLink)
        await session.reach("started")
        let request = try #require(fixture.flow("promo")?.request)

        #expect(request.extraQuery.isEmpty)
        #expect(request.match.extraQuery.isEmpty)
        #expect(request.url == "https://bank.example/promo/X?campaign=tv")
        #expect(request.originalURL == "https://bank.example/promo/X?campaign=tv")
        #expect(request.match.url == "https://bank.example/promo/X?campaign=tv")
        #expect(request.query["campaign"] == "tv")
        #expect(request.parameters["code"] == "X")
        #expect(session.url == "https://bank.example/promo/X?campaign=tv")
        #expect(fixture.hub.activeSessions().allSatisfy { !$0.url.contains("evil") })

        #expect(!log.isEmpty)
        #expect(log.allSatisfy { !$0.contains("evil=1") })
        #expect(log.contains { $0.hasSuffix("dropped undeclared query keys evil") })
        let plan = fixture.hub.plan(for: "https://bank.example/promo/X?campaign=tv&evil=1", source: .universalLink)
        #expect(!plan.description.contains("evil=1"))
        #expect(plan.steps.contains(.droppedQueryKeys(["evil"])))
        _ = logging
    }

    @Test func onlyTheFirstValueOfADeclaredKeyAndNoFragmentReachTheFlow() async throws {
        let fixture = try makeFixture()
        let session = fixture.hub.start(
            url: "https://bank.example/promo/X?ca%6Dpaign=tv&campaign=evil&&x#evil", source: .universalLink)
        await session.reach("started")
        let request = try #require(fixture.flow("promo")?.request)
        #expect(request.url == "https://bank.example/promo/X?ca%6Dpaign=tv")
        #expect(request.query["campaign"] == "tv")
        #expect(!session.url.contains("evil"))
        let plan = fixture.hub.plan(for: "https://bank.example/promo/X#evil", source: .universalLink)
        #expect(plan.steps.contains(.droppedFragment))
        #expect(!plan.description.contains("evil"))
    }

    @Test func anUnknownRouteFromAnExternalSourceReportsNoQueryValues() throws {
        let fixture = try makeFixture()
        let session = fixture.hub.start(url: "https://bank.example/prom/X?token=secret", source: .universalLink)
        let error = try #require(session.error)
        #expect(error.kind == .unknownRoute)
        #expect(!error.description.contains("secret"))
        #expect(!session.url.contains("secret"))
    }

    @Test func inAppRequestsKeepTheirWholeURL() async throws {
        let fixture = try makeFixture()
        let session = fixture.hub.start(url: "nuapp://promo/X?campaign=tv&ref=home#top", source: .inApp)
        await session.reach("started")
        let request = try #require(fixture.flow("promo")?.request)
        #expect(request.url == "nuapp://promo/X?campaign=tv&ref=home#top")
        #expect(request.extraQuery == ["ref": "home"])
    }

    @Test func droppedKeyNamesAreBoundedInTheLog() throws {
        let fixture = try makeFixture()
        let longKey = String(repeating: "k", count: 500)
        let keys = (0..<40).map { "key\($0)=v" }.joined(separator: "&")
        let plan = fixture.hub.plan(
            for: "https://bank.example/promo/X?\(longKey)=1&\(keys)", source: .universalLink)
        let dropped = try #require(
            plan.steps.lazy.compactMap { step -> [String]? in
                if case .droppedQueryKeys(let names) = step { return names }
                return nil
            }.first)
        #expect(dropped.count <= 17)
        #expect(dropped.allSatisfy { $0.count <= 41 })
        #expect(dropped.last?.hasPrefix("and ") == true)
    }

    @Test func aBackendRedirectCarriesOnlyTheKeysTheTargetRouteDeclares() async throws {
        let fixture = try makeFixture()
        try fixture.hub.loadOverrides(
            Data(#"{"version": 1, "redirects": [{"from": "promos/:code", "to": "nuapp://promo/:code"}]}"#.utf8))
        let session = fixture.hub.start(url: "nuapp://promos/X?campaign=tv&evil=1", source: .universalLink)
        await session.reach("started")
        let request = try #require(fixture.flow("promo")?.request)
        #expect(request.originalURL == "nuapp://promos/X?campaign=tv")
        #expect(request.url == "nuapp://promo/X?campaign=tv")
        #expect(session.url == "nuapp://promos/X?campaign=tv")
    }

    @Test func aGuardRedirectTargetIsReducedToo() async throws {
        let fixture = try makeFixture()
        fixture.hub.guards = [
            RoutingGuard("legacy") { request in
                request.route.name == "promo" && request.parameters["code"] == "OLD"
                    ? .redirect(to: "nuapp://promo/NEW?campaign=radio&ref=guard#top") : .proceed
            }
        ]
        let session = fixture.hub.start(url: "nuapp://promo/OLD", source: .universalLink)
        await session.reach("started")
        let request = try #require(fixture.flow("promo")?.request)
        #expect(request.url == "nuapp://promo/NEW?campaign=radio")
        #expect(request.match.extraQuery.isEmpty)
        let plan = fixture.hub.plan(for: "nuapp://promo/OLD", source: .universalLink)
        #expect(plan.steps.contains(.droppedQueryKeys(["ref"])))
        #expect(plan.steps.contains(.droppedFragment))
    }

    @Test func aBrokenUndeclaredPairDoesNotCostTheDeclaredValues() async throws {
        let fixture = try makeFixture()
        let session = fixture.hub.start(url: "https://bank.example/promo/X?campaign=tv&x=%ZZ&%ZZ=1", source: .universalLink)
        await session.reach("started")
        let request = try #require(fixture.flow("promo")?.request)
        #expect(request.url == "https://bank.example/promo/X?campaign=tv")
        #expect(request.query["campaign"] == "tv")
    }

    @Test func aLinkThatArrivesBeforeItsRouteIsRegisteredKeepsItsDeclaredKeys() async throws {
        let fixture = HubFixture(registersNavigator: false)
        let session = fixture.hub.start(url: "https://bank.example/promo/X?campaign=tv&evil=1", source: .universalLink)
        #expect(session.url == "https://bank.example/promo/X")
        try fixture.route(
            "promo", "promo/:code", query: [.optional("campaign")],
            policy: RoutePolicy(allowedSources: [.inApp, .universalLink]))
        fixture.hub.register(navigator: fixture.navigator)
        await session.reach("started")
        let request = try #require(fixture.flow("promo")?.request)
        #expect(request.url == "https://bank.example/promo/X?campaign=tv")
        #expect(request.match.extraQuery.isEmpty)
    }
}
