import Testing
import WaypointRoutes

@Suite struct MatchErrorTests {
    func failure(_ url: String) throws -> RouteError {
        try matchFailure(url, in: Fixtures.table())
    }

    @Test(arguments: [
        ("nuapp://cards//new", "invalidURL"),
        ("nuapp://cards/./new", "invalidURL"),
        ("nuapp://cards/../new", "invalidURL"),
        ("nuapp://home//", "invalidURL"),
        ("nuapp:home", "invalidURL"),
        ("nuapp://ho\u{0}me", "invalidURL"),
        ("other://home", "unsupportedScheme"),
        ("https://evil.example/home", "unsupportedHost"),
        ("https://user@bank.example/home", "invalidURL"),
        ("nuapp://nowhere", "unknownRoute"),
        ("nuapp://card/42", "invalidParameter"),
        ("nuapp://tab/settings", "invalidParameter"),
        ("nuapp://user/%zz", "invalidParameter"),
        ("nuapp://user/%C3", "invalidParameter"),
        ("nuapp://card/\(Fixtures.cardID)/block", "missingQueryParameter"),
        ("nuapp://card/\(Fixtures.cardID)/block?reason=x&amount=lots", "invalidQueryParameter"),
    ])
    func badURLsAreTypedErrors(url: String, kind: String) throws {
        let error = try failure(url)
        #expect(error.kind.name == kind)
        #expect(error.input == url)
        #expect(error.description.contains(url))
    }

    @Test func anUnknownRouteNamesTheDeepestMatchAndSuggestsNearPatterns() throws {
        let error = try failure("nuapp://card/\(Fixtures.cardID)/blok")
        #expect(error.kind == .unknownRoute)
        #expect(error.matchedPrefix == "card/\(Fixtures.cardID)")
        #expect(error.found == "blok")
        #expect(error.suggestions.first == "card/:cardID/block")
        #expect(error.description.contains("did you mean `card/:cardID/block`"))
    }

    @Test func aMisspelledFirstSegmentSuggestsTheIntendedPattern() throws {
        let error = try failure("nuapp://crad/\(Fixtures.cardID)")
        #expect(error.kind == .unknownRoute)
        #expect(error.suggestions.contains("card/:cardID"))
    }

    @Test func aBadParameterNamesTheParameterTheTypeAndWhatWasFound() throws {
        let error = try failure("nuapp://card/42/block?reason=lost")
        #expect(error.kind == .invalidParameter)
        #expect(error.routeName == "card.block")
        #expect(error.parameter == "cardID")
        #expect(error.expected == "UUID")
        #expect(error.found == "42")
        #expect(error.description.contains("expects UUID, found `42`"))
    }

    @Test func anInvalidPercentEscapeIsReportedAsFound() throws {
        let error = try failure("nuapp://user/%zz")
        #expect(error.parameter == "handle")
        #expect(error.found == "%zz")
    }
}

@Suite struct InvalidParameterDiagnosisTests {
    @Test func theParameterThatFailedIsNamedNotAnEarlierOneThatConverted() throws {
        let table = try RouteTable(
            [Route("pair", "a/:n/x/:m", parameters: ["n": .int, "m": .int])], configuration: .init(schemes: ["x"]))
        let error = try matchFailure("x://a/5/x/zz", in: table)
        #expect(error.kind == .invalidParameter)
        #expect(error.parameter == "m")
        #expect(error.found == "zz")
    }

    @Test func aURLOfNoRouteShapeIsAnUnknownRouteEvenWithTypedNeighbours() throws {
        let table = try RouteTable(
            [Route("n", "a/:n", parameters: ["n": .int]), Route("b", "b/:s")], configuration: .init(schemes: ["x"]))
        #expect(try matchFailure("x://a/zz/more", in: table).kind == .unknownRoute)
        #expect(try matchFailure("x://c/1", in: table).kind == .unknownRoute)
        #expect(try matchFailure("x://a/zz", in: table).kind == .invalidParameter)
    }
}
