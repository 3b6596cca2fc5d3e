import Foundation
import Testing
import WaypointRoutes

@Suite struct SuggestionTests {
    /// A slice of the example bank manifest: neighbours that a typo must not drag in.
    func bankTable() throws -> RouteTable {
        let patterns = [
            "cards", "cards/new", "card/:cardID", "card/:cardID/block", "card/:cardID/unblock",
            "card/:cardID/pin", "card/:cardID/limits", "accounts", "accounts/open", "account/:accountID",
            "account/:accountID/balance", "mortgages", "mortgages/:mortgageID", "transfers",
            "transfers/:transferID", "loans/:loanID", "help/**",
        ]
        return try RouteTable(
            patterns.map { try Route($0.replacingOccurrences(of: "/", with: "."), $0) },
            configuration: URLConfiguration(schemes: ["nuapp"]))
    }

    func suggestions(_ url: String) throws -> [String] {
        try matchFailure(url, in: bankTable()).suggestions
    }

    @Test(arguments: [
        ("nuapp://crad/1", "card/:cardID"),
        ("nuapp://acount/7", "account/:accountID"),
        ("nuapp://cards/42/blok", "card/:cardID/block"),
        ("nuapp://card/42/blok", "card/:cardID/block"),
        ("nuapp://acount/7/balanse", "account/:accountID/balance"),
    ])
    func aTypoSuggestsTheIntendedPatternFirst(url: String, intended: String) throws {
        #expect(try suggestions(url).first == intended)
    }

    @Test(arguments: ["nuapp://crad/1", "nuapp://acount/7", "nuapp://cards/42/blok"])
    func unrelatedPatternsAreNotSuggested(url: String) throws {
        let suggestions = try suggestions(url)
        for unrelated in ["mortgages/:mortgageID", "transfers/:transferID", "loans/:loanID", "help/**", "cards/new"] {
            #expect(!suggestions.contains(unrelated), "\(url) suggested \(unrelated): \(suggestions)")
        }
    }

    @Test func aSegmentFarFromEveryConstantSuggestsNothing() throws {
        #expect(try suggestions("nuapp://zzzzzzzz/1").isEmpty)
    }

    @Test func aTypoInALaterSegmentKeepsOnlyPatternsThatMatchedAsDeep() throws {
        #expect(try suggestions("nuapp://card/42/blok") == ["card/:cardID/block"])
    }
}
