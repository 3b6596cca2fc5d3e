import Testing
import WaypointRoutes

@Suite struct MatchErrorSummaryTests {
    @Test func theSummaryLeavesSuggestionsToTheDescription() throws {
        let error = try matchFailure("nuapp://crad/42", in: Fixtures.table())
        #expect(!error.suggestions.isEmpty)
        #expect(!error.summary.contains("did you mean"))
        #expect(error.description.hasPrefix(error.summary + "; did you mean"))
    }
}
