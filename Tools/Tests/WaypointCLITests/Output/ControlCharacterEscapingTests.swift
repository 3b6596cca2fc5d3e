import Foundation
import Testing
@_spi(Tooling) import WaypointRoutes

@testable import WaypointCLI

/// The one escaping function every output of the tool goes through.
@Suite struct ControlCharacterEscapingTests {
    @Test func everyC0ControlDeleteAndC1ControlIsEscapedAndNothingElse() {
        for value in UInt32(0)...0xFF {
            let scalar = Unicode.Scalar(value)!
            let escaped = String(scalar).escapingControlCharacters()
            let isControl = value < 0x20 || (0x7F...0x9F).contains(value)
            #expect((escaped != String(scalar)) == isControl, "U+\(String(value, radix: 16))")
        }
    }

    @Test func commonControlsReadAsSwiftWritesThem() {
        #expect("a\u{1B}[2J\r\n\t\0\u{7F}\u{9B}b".escapingControlCharacters() == #"a\u{1B}[2J\r\n\t\0\u{7F}\u{9B}b"#)
    }

    @Test func escapingTwiceChangesNothingMore() {
        let once = "evil\u{1B}\nerror: forged".escapingControlCharacters()
        #expect(once.escapingControlCharacters() == once)
    }

    @Test func jsonNotationKeepsTheJSONValidAndItsValueIntact() throws {
        let text = "\u{7F}\u{85}\u{9B}é"
        let escaped = #"{"a":"\#(text)"}"#.escapingControlCharacters(as: .json)
        #expect(escaped == #"{"a":"\u007f\u0085\u009bé"}"#)
        let object = try JSONSerialization.jsonObject(with: Data(escaped.utf8)) as? [String: String]
        #expect(object?["a"] == text)
    }

    @Test func aPatternErrorIsOneEscapedSentenceAndADiagramWhoseCaretPointsAtTheEscape() throws {
        let error = try #require(throws: RouteError.self) { try RoutePattern("card/a\u{1B}[2J\nb") }
        let text = PatternErrorText(error)
        #expect(text.sentence == #"invalid pattern `card/a\u{1B}[2J\nb`: character `\u{1B}` is not allowed here at offset 6"#)
        #expect(text.diagram == [#"  card/a\u{1B}[2J\nb"#, "        ^"])
    }

    @Test func onlyTheConsolePrints() throws {
        let folder = TestFiles.toolsRoot.appendingPathComponent("Sources/WaypointCLI")
        let files = try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }
        #expect(files.count > 10)
        for file in files where file.hasSuffix(".swift") && file != "Output/Console.swift" {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for call in ["print(", "FileHandle.standard", "FileHandle(", "fputs(", "write(STDOUT", "write(1"] {
                #expect(!text.contains(call), "\(file) writes with `\(call)`; write through Console")
            }
        }
    }
}
