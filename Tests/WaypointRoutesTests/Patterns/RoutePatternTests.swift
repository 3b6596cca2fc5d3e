import Testing
import WaypointRoutes

@Suite struct RoutePatternTests {
    @Test func patternTextParsesIntoSegmentsAndPrintsBackWithoutTheLeadingSlash() throws {
        let pattern = try RoutePattern("/files/*/:name/**")
        #expect(pattern.segments == [.constant("files"), .wildcard, .parameter("name"), .catchAll])
        #expect(pattern.description == "files/*/:name/**")
        #expect(pattern.parameterNames == ["name"])
        #expect(pattern.captureKeys == ["*", "name", "**"])
        #expect(try RoutePattern(pattern.description) == pattern)
    }

    @Test func theEmptyPatternAndTheSlashAreTheRoot() throws {
        #expect(try RoutePattern("").segments.isEmpty)
        #expect(try RoutePattern("/") == RoutePattern(""))
        #expect(try RoutePattern("/").description == "/")
    }

    @Test func severalWildcardsGetNumberedKeys() throws {
        #expect(try RoutePattern("*/x/*/*").captureKeys == ["*", "*2", "*3"])
    }

    @Test(arguments: [
        ("card//x", "emptySegment", 5),
        ("card/", "emptySegment", 5),
        ("docs/**/edit", "catchAllNotLast", 5),
        ("card/:", "emptyParameterName", 5),
        ("card/:id/x/:id", "duplicateParameterName", 12),
        ("card/:1d", "invalidCharacter", 6),
        ("card/:i-d", "invalidCharacter", 7),
        ("ca rd", "invalidCharacter", 2),
        ("card/a:b", "invalidCharacter", 6),
        ("card/a*", "invalidCharacter", 6),
        ("card/%41", "invalidCharacter", 5),
        ("card/é", "invalidCharacter", 5),
        ("card?x", "invalidCharacter", 4),
        ("card/../x", "dotSegment", 5),
        ("./x", "dotSegment", 0),
    ])
    func invalidPatternTextIsRejectedAtTheOffendingOffset(text: String, kind: String, offset: Int) {
        #expect {
            try RoutePattern(text)
        } throws: { error in
            guard let error = error as? RoutePatternError else { return false }
            return error.kind.name == kind && error.offset == offset && error.pattern == text
        }
    }

    @Test func thePatternErrorDrawsACaretUnderTheOffendingCharacter() {
        do {
            _ = try RoutePattern("card//x")
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "invalid pattern `card//x`: empty segment at offset 5\n  card//x\n       ^")
        }
    }
}
