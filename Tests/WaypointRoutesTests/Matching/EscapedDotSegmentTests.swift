import PropertyBased
import Testing
@_spi(Tooling) import WaypointRoutes

/// A captured value can never climb out of its route: escapes that spell `.` or `..` are refused
/// like the raw segments, so an app may use a capture as a file path or a web address.
@Suite struct EscapedDotSegmentTests {
    @Test(arguments: [
        ("nuapp://help/%2e%2e/%2e%2e/secret", 13),
        ("nuapp://help/..%2F..%2Fsecret", 13),
        ("nuapp://help/%2E%2E", 13),
        ("nuapp://help/.%2e/x", 13),
        ("nuapp://help/%2E./x", 13),
        ("nuapp://help/%2e", 13),
        ("nuapp://help/cards/a%2F..", 19),
        ("nuapp://help/cards/%2f.", 19),
        ("nuapp://help/..%2f", 13),
        ("nuapp://user/%2E%2E", 13),
        ("nuapp://user/..%2Fadmin", 13),
        ("nuapp://files/%2e%2e/raw", 14),
        ("https://bank.example/help/%2e%2e/%2e%2e/secret", 26),
        // Deeper than any pattern: past the segments the matcher keeps bounds for.
        ("nuapp://help/a/b/c/d/e/f/g/h/i/j/k/l/m/n/o/p/q/r/%2e%2e/x", 49),
        ("nuapp://help/a/b/c/d/e/f/g/h/i/j/k/l/m/n/o/p/q/r/x/..%2F", 51),
    ])
    func escapesThatSpellADotSegmentAreAnInvalidURLAtThatSegment(url: String, offset: Int) throws {
        let error = try matchFailure(url, in: Fixtures.table())
        #expect(error.kind == .invalidURL)
        #expect(error.offset == offset)
        #expect(error.description.contains("`.` or `..` segment"))
    }

    @Test(arguments: [
        ("nuapp://help/v1.2%2Fnotes", "v1.2/notes"),
        ("nuapp://help/...%2Fx", ".../x"),
        ("nuapp://help/%2e%2e%2e", "..."),
        ("nuapp://help/.a%2F.b", ".a/.b"),
        ("nuapp://help/a%2F%2Fb", "a//b"),
        ("nuapp://help/%2e%2ehidden", "..hidden"),
    ])
    func escapedDotsThatSpellNoDotSegmentStillMatch(url: String, captured: String) throws {
        #expect(try Fixtures.table().match(url).parameters["**"] == captured)
    }

    @Test func noAcceptedCaptureDecodesToADotSegment() async throws {
        let table = try RouteTable(
            [
                Route("help", "help/**"), Route("user", "user/:handle"), Route("raw", "files/*/raw"),
                Route("any", "*"),
            ],
            configuration: URLConfiguration(schemes: ["nuapp"]))
        let pieces = [".", ".", "%2e", "%2E", "%2F", "%2f", "/", "a", "%41", "%", "~"]
        let prefixes = ["nuapp://help/", "nuapp://user/", "nuapp://files/", "nuapp://"]
        let urls = zip(
            Gen<Int>.int(in: 0...(prefixes.count - 1)), Gen<Int>.int(in: 0...(pieces.count - 1)).array(of: 1...8), Gen<Bool>.bool
        ).map { prefix, path, raw in prefixes[prefix] + path.map { pieces[$0] }.joined() + (raw ? "/raw" : "") }
        await propertyCheck(count: 200, input: urls) { url in
            guard let match = try? table.match(url) else { return }
            for (name, value) in match.parameters.texts {
                let segments = value.split(separator: "/", omittingEmptySubsequences: false)
                #expect(!segments.contains { $0 == "." || $0 == ".." }, "\(url) captured \(name) = \(value)")
            }
        }
    }
}
