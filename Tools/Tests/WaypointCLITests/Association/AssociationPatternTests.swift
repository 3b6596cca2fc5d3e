import Testing

@testable import WaypointCLI

@Suite struct AssociationPatternTests {
    @Test(arguments: [
        ("/accounts/?*", "/accounts/42", true),
        ("/accounts/?*", "/accounts/", false),
        ("/accounts/?*", "/accounts/42/more", true),
        ("*", "", true),
        ("/help/*", "/help/", true),
        ("/a?c", "/abc", true),
        ("/a?c", "/ac", false),
        ("/web", "/web/", false),
    ])
    func starMatchesAnyRunQuestionMarkOneCharacterAndTheRestThemselves(pattern: String, value: String, matches: Bool) {
        #expect(AssociationPattern(pattern).matches(value) == matches)
    }

    @Test func caseIsComparedUnlessTheComponentSaysOtherwise() {
        #expect(!AssociationPattern("/Cards/*").matches("/cards/1"))
        #expect(AssociationPattern("/Cards/*", caseSensitive: false).matches("/cards/1"))
    }
}
