import Testing
@_spi(Tooling) import WaypointRoutes
import WaypointTestSupport

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
            guard let error = error as? RouteError else { return false }
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

    /// Random texts of valid and invalid pieces (non-ASCII ones included, which the byte-level
    /// fast path leaves to the character-based parser): a text is accepted exactly when a plain
    /// model of the rules accepts it, and an accepted pattern reads back its own segments.
    @Test func aPatternIsAcceptedExactlyWhenEverySegmentFollowsTheRules() throws {
        var random = SeededGenerator(seed: 5)
        let pieces = ["a", "B", "7", "-", ".", "_", "~", "!", "@", ":", "*", "/", "/", "é", " ", "%", "?", "id", ":id"]
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...10, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let expected = Self.modelSegments(text)
            let pattern = try? RoutePattern(text)
            #expect((pattern != nil) == (expected != nil), "\(text)")
            guard let pattern, let expected else { continue }
            #expect(pattern.segments == expected, "\(text)")
            #expect(pattern.description == (expected.isEmpty ? "/" : expected.map(\.description).joined(separator: "/")))
            let slashed = try RoutePattern(expected.isEmpty ? "/" : "/" + pattern.description)
            #expect(slashed == pattern)
            #expect(slashed.hashValue == pattern.hashValue)
        }
    }

    /// The pattern rules, written plainly: `nil` when `text` is not a pattern.
    private static func modelSegments(_ text: String) -> [RoutePattern.Segment]? {
        let body = text.hasPrefix("/") ? String(text.dropFirst()) : text
        if body.isEmpty { return [] }
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$&'()+,;=@")
        let nameStart = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_")
        let nameCharacters = nameStart.union("0123456789")
        var segments: [RoutePattern.Segment] = []
        var names: Set<String> = []
        for part in body.split(separator: "/", omittingEmptySubsequences: false).map(String.init) {
            if segments.last == .catchAll { return nil }
            switch part {
            case "", ".", "..": return nil
            case "*": segments.append(.wildcard)
            case "**": segments.append(.catchAll)
            default:
                if part.hasPrefix(":") {
                    let name = String(part.dropFirst())
                    guard let first = name.first, nameStart.contains(first), name.allSatisfy(nameCharacters.contains),
                        names.insert(name).inserted
                    else { return nil }
                    segments.append(.parameter(name))
                } else {
                    guard part.allSatisfy(allowed.contains) else { return nil }
                    segments.append(.constant(part))
                }
            }
        }
        return segments
    }
}
