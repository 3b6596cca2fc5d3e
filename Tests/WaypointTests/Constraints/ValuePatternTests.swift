import Testing
import Waypoint

@Suite struct ValuePatternTests {
    @Test(arguments: [
        ("[A-Z0-9]{4,12}", "SUMMER26", true), ("[A-Z0-9]{4,12}", "ABC", false), ("[A-Z0-9]{4,12}", "ABCDEFGHIJKLM", false),
        (#"INV-\d{6}"#, "INV-123456", true), (#"INV-\d{6}"#, "INV-12345", false), (#"INV-\d{6}"#, "INV-1234567", false),
        ("[^/]+", "a b", true), ("[^/]+", "a/b", false), ("[^/]+", "", false),
        ("a?b*c+", "c", true), ("a?b*c+", "abbbcc", true), ("a?b*c+", "aac", false),
        (#"\w+\.pdf"#, "report_1.pdf", true), (#"\w+\.pdf"#, "report.pdfx", false),
        (".{2,}", "é😀", true), ("[a-z-]+", "well-known", true), ("x{0,2}", "", true), ("x{2,}", "xxxxx", true),
        (#"\(a\)"#, "(a)", true), ("[]", "", false),
    ] as [(String, String, Bool)])
    func aPatternMatchesTheWholeValue(pattern: String, value: String, expected: Bool) throws {
        guard let compiled = try? ValuePattern(pattern) else {
            #expect(pattern == "[]")
            return
        }
        #expect(compiled.matches(value) == expected)
    }

    @Test(arguments: ["[a-z", "(a|b)", "^abc$", "*a", "a{3,1}", "a{99999}", "a{1", "[z-a]", "\\", "[]"])
    func aBadPatternIsATypedErrorNamingTheOffset(pattern: String) {
        #expect(throws: RouteError.self) { try ValuePattern(pattern) }
        do {
            _ = try ValuePattern(pattern)
        } catch {
            #expect(error.input == pattern)
            #expect(error.offset != nil)
            #expect(error.description.hasPrefix("pattern `\(pattern)` at offset \(error.offset ?? -1): "))
        }
    }

    @Test func nestedRepetitionCannotBlowUpOnAHostileValue() {
        // `(a+)+` needs groups, which do not exist; the nearest pattern runs as a set of states.
        let pattern = try! ValuePattern("a*a*a*a*a*a*a*a*a*a*b")
        // A backtracking matcher would need more steps than atoms in the universe here; the
        // state-set matcher takes milliseconds. The bound is loose on purpose: it holds under
        // the thread sanitizer on a loaded machine (wall clock is no benchmark).
        let value = String(repeating: "a", count: 2_000)
        let clock = ContinuousClock()
        let elapsed = clock.measure { #expect(!pattern.matches(value)) }
        #expect(elapsed < .seconds(30))
    }

    @Test func aPatternThatExpandsTooFarIsRefused() {
        #expect(throws: RouteError.self) { try ValuePattern("[a-z]{1000}[0-9]{1000}") }
    }
}
