import Testing
import Waypoint

/// A request whose URL fails the route match fails with everything the route engine said: the
/// route it got to, the engine's own error, and a kind for each way a match fails.
@Suite @MainActor struct MatchErrorPassThroughTests {
    private func makeFixture() throws -> HubFixture {
        let fixture = HubFixture()
        try fixture.route(
            "card", "card/:cardID", parameters: ["cardID": .int], query: [.required("reason")],
            policy: RoutePolicy(allowedSources: [.inApp, .pushNotification]))
        return fixture
    }

    @Test func aBadPathValueNamesTheRouteAndCarriesTheEnginesError() throws {
        let fixture = try makeFixture()
        let error = try #require(fixture.hub.start(url: "nuapp://card/seven?reason=lost").error)
        #expect(error.kind == .invalidParameter)
        #expect(error.route == "card")
        let underlying = try #require(error.underlying as? RouteError)
        #expect(underlying.kind == .invalidParameter)
        #expect(underlying.parameter == "cardID")
        #expect(underlying.found == "seven")
    }

    @Test func aMissingQueryValueOfAnExternalLinkIsReportedAboutTheReducedURL() throws {
        let fixture = try makeFixture()
        let error = try #require(fixture.hub.start(url: "nuapp://card/7?secret=1#top", source: .pushNotification).error)
        #expect(error.kind == .invalidParameter)
        #expect(error.route == "card")
        #expect(error.url == "nuapp://card/7")
        let underlying = try #require(error.underlying as? RouteError)
        #expect(underlying.kind == .missingQueryParameter)
        #expect(underlying.input == "nuapp://card/7")
        #expect(!"\(error)".contains("secret"))
    }

    @Test(arguments: [
        ("nuapp://nowhere", "unknownRoute", "unknownRoute"),
        ("ftp://card/7?reason=a", "invalidURL", "unsupportedScheme"),
        ("https://evil.example/card/7?reason=a", "invalidURL", "unsupportedHost"),
        ("nuapp://card/7", "invalidParameter", "missingQueryParameter"),
        ("nuapp://card/7?reason=%ZZ", "invalidParameter", "invalidQueryParameter"),
    ])
    func everyWayAMatchFailsHasAKindAndKeepsTheEnginesKind(url: String, kind: String, engineKind: String) throws {
        let fixture = try makeFixture()
        let error = try #require(fixture.hub.start(url: url).error)
        #expect(error.kind.name == kind)
        #expect((error.underlying as? RouteError)?.kind.name == engineKind)
    }
}
