import Foundation
import Testing
import WaypointManifest

/// The strict reader in front of `JSONDecoder`: it accepts what JSON accepts, refuses repeated
/// keys, and knows where every value is.
@Suite struct StrictJSONScannerTests {
    static let json = [
        #"{}"#, #"[]"#, #""a""#, #"0"#, #"-0.5e+3"#, #"1E5"#, #"true"#, #"null"#, #"  {"a" : [1, 2.5, "x", {"b": null}] }  "#,
        #""\u00e9\ud83d\ude00\n\/""#, "\u{FEFF}{}",
    ]

    /// Texts RFC 8259 refuses; Foundation's reader on Linux takes the first two (trailing commas).
    static let notJSON = [
        #"{"a":1,}"#, #"[1,]"#, #"01"#, #"1."#, #".5"#, #"-"#, #"+1"#, #"1e"#, #"tru"#, #"nul"#, #"{"a" 1}"#, #"{a: 1}"#,
        #""\x""#, #""\u12""#, #""\ud800""#, #""\udc00x""#, "\"a\u{1}b\"", #"{"a":1} x"#, #""#, #"   "#, #"[1 2]"#,
        #"{"a":1 "b":2}"#, #""unterminated"#, "[" + String(repeating: "[", count: 10) + String(repeating: "]", count: 10),
    ]

    @Test(arguments: json)
    func itAcceptsJSONThatFoundationAccepts(_ text: String) throws {
        let data = Data(text.utf8)
        _ = try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)
        _ = try StrictJSONScanner.scan(data)
    }

    @Test(arguments: notJSON)
    func itRefusesTextThatIsNotJSON(_ text: String) {
        #expect(throws: JSONSyntaxError.self) { try StrictJSONScanner.scan(Data(text.utf8)) }
    }

    @Test func bytesThatAreNotUTF8InAStringAreRefusedAtTheString() throws {
        let data = Data([0x7B, 0x0A, 0x20, 0x22, 0x61, 0xFF, 0x22, 0x3A, 0x31, 0x7D])
        let error = try #require(throws: JSONSyntaxError.self) { try StrictJSONScanner.scan(data) }
        #expect(error.position == JSONPosition(line: 2, column: 2))
        #expect(error.message == "the string is not valid UTF-8")
    }

    @Test func nestingIsLimitedSoADeepDocumentCannotExhaustTheStack() throws {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let error = try #require(throws: JSONSyntaxError.self) { try StrictJSONScanner.scan(Data(deep.utf8)) }
        #expect(error.message == "nesting deeper than \(StrictJSONScanner.maximumDepth) levels")
    }

    @Test func columnsCountCharactersAndLinesEndWithLineFeeds() throws {
        let text = "{\r\n  \"é\": [\"ü\", \t\"x\"],\r\n  \"b\": {}\r\n}"
        let positions = try StrictJSONScanner.scan(Data(text.utf8))
        #expect(positions[""] == JSONPosition(line: 1, column: 1))
        #expect(positions["é"] == JSONPosition(line: 2, column: 8))
        #expect(positions["é[1]"] == JSONPosition(line: 2, column: 15))
        #expect(positions["b"] == JSONPosition(line: 3, column: 8))
        #expect(positions["b.missing"] == JSONPosition(line: 3, column: 8))
        #expect(positions["nowhere[3].x"] == JSONPosition(line: 1, column: 1))
    }

    @Test func aRepeatedKeyInANestedObjectNamesItsPath() throws {
        let text = #"{"routes": [{"params": {"id": "int", "id": "uuid"}}]}"#
        let error = try #require(throws: JSONSyntaxError.self) { try StrictJSONScanner.scan(Data(text.utf8)) }
        #expect(error.kind == .duplicateKey)
        #expect(error.location == "routes[0].params.id")
        #expect(error.position == JSONPosition(line: 1, column: 38))
    }

    @Test func theSameKeyInTwoObjectsIsNotARepeat() throws {
        _ = try StrictJSONScanner.scan(Data(#"[{"a": 1}, {"a": 2}, {"b": {"a": 3}, "a": 4}]"#.utf8))
    }
}
