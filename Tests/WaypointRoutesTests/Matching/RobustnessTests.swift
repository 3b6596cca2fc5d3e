import PropertyBased
import Testing
import WaypointRoutes

@Suite struct RobustnessTests {
    @Test func randomBytesGiveATypedErrorOrAMatchNeverACrash() async throws {
        let table = try Fixtures.table()
        let prefixes = ["", "nuapp://", "https://bank.example/", "nuapp://help/", "nuapp://user/"]
        let urls = zip(Gen.int(in: 0...(prefixes.count - 1)), Gen.uint8().array(of: 0...200))
            .map { prefix, bytes in prefixes[prefix] + String(decoding: bytes, as: UTF8.self) }
        await propertyCheck(count: 200, input: urls) { url in
            do {
                let match = try table.match(url)
                #expect(table.route(named: match.route.name) != nil)
            } catch let error as RouteError {
                #expect(!error.kind.name.isEmpty)
                #expect(quotes(error.description, url))
            }
        }
    }

    @Test func anErrorQuotesAURLThatStartsWithACombiningMark() throws {
        // Compared as characters, the mark joins the quote before it and the URL seems missing.
        let url = "\u{031C}nuapp://\u{7}"
        let error = try #require(throws: RouteError.self) { try Fixtures.table().match(url) }
        #expect(!error.description.contains(url))
        #expect(quotes(error.description, url))
    }

    /// Whether `message` holds `url`'s Unicode scalars in a row (as an error quotes it), whatever
    /// the characters around it.
    private func quotes(_ message: String, _ url: String) -> Bool {
        url.isEmpty || Array(message.unicodeScalars).firstRange(of: Array(url.unicodeScalars)) != nil
    }

    @Test func aHundredKilobyteURLIsMatchedOrRejectedQuickly() throws {
        let table = try Fixtures.table()
        let long = String(repeating: "a", count: 100_000)
        #expect(try table.match("nuapp://help/" + long).parameters["**"] == long)
        #expect(try table.match("nuapp://user/" + long).parameters["handle"] == long)
        let error = try matchFailure("nuapp://" + long, in: table)
        #expect(error.kind == .unknownRoute)
        #expect(error.suggestions.count <= 3)
        #expect(try matchFailure("nuapp://search?" + long + "=%zz", in: table).kind == .invalidQueryParameter)
    }

    @Test func tenThousandSegmentsNeitherOverflowTheStackNorFailToMatchACatchAll() throws {
        let table = try Fixtures.table()
        let rest = Array(repeating: "x", count: 10_000).joined(separator: "/")
        #expect(try table.match("nuapp://help/" + rest).parameters["**"] == rest)
        #expect(try matchFailure("nuapp://user/" + rest, in: table).kind == .unknownRoute)
        #expect(try matchFailure("nuapp://" + String(repeating: "/", count: 10_000), in: table).kind == .invalidURL)
    }

    @Test func aVeryDeepPatternIsMatchedWithoutRecursion() throws {
        let pattern = (0..<2_000).map { $0 % 2 == 0 ? "s\($0)" : ":p\($0)" }.joined(separator: "/")
        let table = try RouteTable([Route("deep", pattern)], configuration: .init(schemes: ["x"]))
        let url = "x://" + (0..<2_000).map { $0 % 2 == 0 ? "s\($0)" : "v" }.joined(separator: "/")
        let match = try table.match(url)
        #expect(match.parameters["p1999"] == "v")
        #expect(try matchFailure(url + "/extra", in: table).kind == .unknownRoute)
    }

    @Test func nulBytesAreRejectedRawAndDecodedWhenEscaped() throws {
        let table = try Fixtures.table()
        #expect(try matchFailure("nuapp://user/a\u{0}b", in: table).kind == .invalidURL)
        #expect(try matchFailure("nuapp://user/a\u{0}b", in: table).offset == 14)
        #expect(try table.match("nuapp://user/a%00b").parameters["handle"] == "a\u{0}b")
    }

    @Test(arguments: ["%zz", "%C3", "%", "%4", "%C3%28", "%ED%A0%80", "%FF"])
    func invalidPercentEscapesAreInvalidParametersNotCrashes(escape: String) throws {
        let error = try matchFailure("nuapp://user/" + escape, in: Fixtures.table())
        #expect(error.kind == .invalidParameter)
        #expect(error.found == escape)
        #expect(error.expected == "percent-encoded UTF-8")
    }

    @Test func emojiAndNonASCIITextAreCapturedIntact() throws {
        let table = try Fixtures.table()
        #expect(try table.match("nuapp://user/👩‍👩‍👧‍👦").parameters["handle"] == "👩‍👩‍👧‍👦")
        #expect(try table.match("nuapp://help/日本/語").parameters["**"] == "日本/語")
        #expect(try table.match("nuapp://search?q=%E2%9C%93").query["q"] == "✓")
    }
}
