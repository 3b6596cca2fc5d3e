import Testing
import Waypoint
import Foundation

@MainActor
@Suite struct ErrorMessageTests {
    @Test func anUnknownRouteMessageSuggestsEachPatternOnce() throws {
        let fixture = HubFixture()
        try fixture.route("card.block", "card/:cardID/block")
        let error = try #require(fixture.hub.start(url: "nuapp://crad/1/block").error)
        let message = error.description
        #expect(message.components(separatedBy: "did you mean").count == 2, "\(message)")
        #expect(message.contains("`card/:cardID/block`"))
    }

    @Test func aRefusedURLCarriesTheRouteEnginesErrorWithItsOwnKind() throws {
        let fixture = HubFixture()
        try fixture.route("report", "report", query: [.required("year", .int)])
        let cases: [(url: String, kind: RoutingError.Kind, engineKind: String)] = [
            ("ftp://report", .invalidURL, "unsupportedScheme"),
            ("nuapp://report", .invalidParameter, "missingQueryParameter"),
            ("nuapp://report?year=soon", .invalidParameter, "invalidQueryParameter"),
            ("nuapp://reprot", .unknownRoute, "unknownRoute"),
        ]
        for (url, kind, engineKind) in cases {
            let error = try #require(fixture.hub.start(url: url).error)
            let engine = try #require(error.underlying as? RouteError, "\(url)")
            #expect(error.kind == kind, "\(url)")
            #expect(engine.kind.name == engineKind, "\(url)")
            #expect(error.reason == engine.summary, "\(url)")
        }
    }
}
