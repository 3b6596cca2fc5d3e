import Foundation
import Testing

/// Text from a manifest or a URL never reaches a terminal or a CI log raw: escape sequences,
/// carriage returns, line feeds, NUL, DEL and C1 controls are printed escaped by every command,
/// so a route name cannot clear the screen or forge an `error:` line.
@Suite struct ControlCharacterTests {
    /// A route name as JSON text: it clears the screen, then forges an `error:` line.
    static let hostile = #"evil\u001b[2J\r\nerror: forged\u0000\u007f\u009b31m\t"#
    /// The same text as Swift sees it once decoded.
    static let hostileDecoded = "evil\u{1B}[2J\r\nerror: forged\u{0}\u{7F}\u{9B}31m\t"

    static let validManifest = """
        {"configuration": {"schemes": ["nuapp"], "hosts": ["bank.example"]}, "routes": [
          {"name": "\(hostile)", "pattern": "help/:topic", "owner": "\(hostile)",
           "query": [{"name": "q", "default": "\(hostile)"}]},
          {"name": "home", "pattern": "home"}
        ]}
        """

    static let hostileURLs = [
        "nuapp://help/%1B%5B2J%0D%0Aerror:%20forged%00%7F%C2%9B?utm%1B=%1B%5B1m",
        "nuapp://help/\u{1B}[2J\r\nerror: forged",
        "nuapp://nowhere\u{1B}[2J\nerror: forged\u{7F}\u{9B}",
    ]

    /// Fails for any control character but the line feeds that end lines, and for a forged line.
    static func expectPrintable(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let controls = text.unicodeScalars.filter { scalar in
            scalar != "\n" && (scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value))
        }
        #expect(controls.isEmpty, "raw control characters \(controls.map { $0.value }) in:\n\(text)", sourceLocation: sourceLocation)
        #expect(!text.split(separator: "\n").contains { $0.hasPrefix("error: forged") }, "\(text)", sourceLocation: sourceLocation)
    }

    @Test func lintEscapesNamesOwnersPatternsAndHosts() throws {
        let path = try TestFiles.temporaryManifest(
            """
            {"configuration": {"schemes": ["nuapp"], "hosts": ["\(Self.hostile)"]}, "routes": [
              {"name": "\(Self.hostile)", "pattern": "help/:topic", "owner": "\(Self.hostile)"},
              {"name": "other", "pattern": "help/:other"},
              {"name": "\(Self.hostile)2", "pattern": "bad/\(Self.hostile)"},
              {"name": "p", "pattern": "p/:x", "constraints": {"x": {"pattern": "\(Self.hostile)["}}}
            ]}
            """)
        let result = try CommandRunner.run(["routes", "lint", path])
        #expect(result.status == 1)
        Self.expectPrintable(result.output)
        #expect(result.output.contains(#"evil\u{1B}[2J\r\nerror: forged\0\u{7F}\u{9B}31m\t"#), "\(result.output)")
    }

    @Test func listEscapesEveryCell() throws {
        let path = try TestFiles.temporaryManifest(Self.validManifest)
        let result = try CommandRunner.run(["routes", "list", path])
        #expect(result.status == 0)
        Self.expectPrintable(result.output)
        #expect(result.output.contains(#"evil\u{1B}[2J\r\nerror: forged\0\u{7F}\u{9B}31m\t"#))
    }

    @Test func matchEscapesURLsRouteNamesAndDecodedValues() throws {
        let path = try TestFiles.temporaryManifest(Self.validManifest)
        let result = try CommandRunner.run(["routes", "match", path] + Self.hostileURLs)
        #expect(result.status == 1)
        Self.expectPrintable(result.output)
        #expect(result.output.contains(#"topic: string = \u{1B}[2J\r\nerror: forged\0\u{7F}\u{9B}"#), "\(result.output)")
    }

    @Test func matchWithJSONEscapesDeleteAndC1ControlsAndStillRoundTrips() throws {
        let path = try TestFiles.temporaryManifest(Self.validManifest)
        let result = try CommandRunner.run(["routes", "match", "--json", path] + Self.hostileURLs)
        Self.expectPrintable(result.output)
        let lines = result.output.split(separator: "\n")
        #expect(lines.count == Self.hostileURLs.count)
        let first = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        #expect(first["route"] as? String == Self.hostileDecoded)
        #expect((first["params"] as? [String: Any])?["topic"] as? String == "\u{1B}[2J\r\nerror: forged\u{0}\u{7F}\u{9B}")
        let last = try #require(try JSONSerialization.jsonObject(with: Data(lines[2].utf8)) as? [String: Any])
        #expect(last["url"] as? String == Self.hostileURLs[2])
    }

    @Test func explainEscapesItsPlan() throws {
        let path = try TestFiles.temporaryManifest(Self.validManifest)
        let result = try CommandRunner.run(["routes", "explain", path] + Self.hostileURLs)
        #expect(result.status == 1)
        Self.expectPrintable(result.output)
        #expect(result.output.contains(#"matched evil\u{1B}[2J\r\nerror: forged\0\u{7F}\u{9B}31m\t"#), "\(result.output)")
    }

    @Test func errorsOnStandardErrorAreEscapedToo() throws {
        let path = try TestFiles.temporaryManifest(
            #"{"configuration": {"schemes": ["nuapp"]}, "routes": [{"name": "\#(Self.hostile)", "pattern": "x", "params": {"x": "\#(Self.hostile)"}}]}"#
        )
        for command in ["lint", "list"] {
            let result = try CommandRunner.run(["routes", command, path])
            #expect(result.status == 2)
            Self.expectPrintable(result.errorOutput)
            #expect(result.errorOutput.hasPrefix("error: "))
            #expect(result.errorOutput.split(separator: "\n").count == 1, "\(result.errorOutput)")
        }
        let source = try CommandRunner.run(["routes", "explain", TestFiles.largeManifest, "nuapp://home", "--source", "x\u{1B}[2J\nerror: forged"])
        #expect(source.status == 64)
        Self.expectPrintable(source.errorOutput)
    }
}
