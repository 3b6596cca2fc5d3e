import Foundation
import Testing

/// One fixture per kind of change `waypoint routes diff` reports: two small manifests that
/// differ by exactly that change, run through the tool.
@Suite struct DiffKindTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var kind: String
        var old: String
        var new: String
        var breaking: Bool
        var testDescription: String { "\(kind): \(breaking ? "breaking" : "compatible")" }
    }

    /// A manifest of routes written as JSON entries, with `configuration` as given.
    static func manifest(_ routes: String, configuration: String = #""schemes": ["app"], "hosts": ["x.example"]"#) -> String {
        #"{"configuration": {\#(configuration)}, "routes": [\#(routes)]}"#
    }

    static let card = #"{"name": "card", "pattern": "card/:id", "params": {"id": "int"}, "sources": ["inApp", "pushNotification"]}"#

    static let cases: [Case] = [
        Case(kind: "routeRemoved", old: manifest(card), new: manifest(""), breaking: true),
        Case(kind: "pathChanged", old: manifest(card), new: manifest(card.replacingOccurrences(of: "card/:id", with: "cards/:id")), breaking: true),
        Case(kind: "parameterNarrowed", old: manifest(card.replacingOccurrences(of: "\"int\"", with: "\"string\"")), new: manifest(card), breaking: true),
        Case(
            kind: "constraintTightened", old: manifest(card),
            new: manifest(card.replacingOccurrences(of: "]}", with: #"], "constraints": {"id": {"min": 1, "max": 99}}}"#)), breaking: true),
        Case(
            kind: "requiredQueryAdded", old: manifest(card),
            new: manifest(card.replacingOccurrences(of: #""sources""#, with: #""query": [{"name": "q", "required": true}], "sources""#)),
            breaking: true),
        Case(kind: "sourceRemoved", old: manifest(card), new: manifest(card.replacingOccurrences(of: #", "pushNotification""#, with: "")), breaking: true),
        Case(
            kind: "schemeDropped", old: manifest(card, configuration: #""schemes": ["app", "old"], "hosts": ["x.example"]"#),
            new: manifest(card), breaking: true),
        Case(kind: "hostDropped", old: manifest(card), new: manifest(card, configuration: #""schemes": ["app"]"#), breaking: true),
        Case(kind: "routeAdded", old: manifest(""), new: manifest(card), breaking: false),
        Case(
            kind: "routeRenamed", old: manifest(card),
            new: manifest(card.replacingOccurrences(of: #""card", "pattern": "card/:id""#, with: #""card.detail", "pattern": "card/:cardID""#)
                .replacingOccurrences(of: #"{"id""#, with: #"{"cardID""#)),
            breaking: false),
        Case(kind: "parameterWidened", old: manifest(card), new: manifest(card.replacingOccurrences(of: "\"int\"", with: "\"double\"")), breaking: false),
        Case(
            kind: "constraintLoosened",
            old: manifest(card.replacingOccurrences(of: "]}", with: #"], "constraints": {"id": {"oneOf": ["1"]}}}"#)),
            new: manifest(card.replacingOccurrences(of: "]}", with: #"], "constraints": {"id": {"oneOf": ["1", "2"]}}}"#)),
            breaking: false),
        Case(
            kind: "optionalQueryAdded", old: manifest(card),
            new: manifest(card.replacingOccurrences(of: #""sources""#, with: #""query": [{"name": "q"}], "sources""#)), breaking: false),
        Case(
            kind: "queryKeyRemoved", old: manifest(card.replacingOccurrences(of: #""sources""#, with: #""query": [{"name": "q"}], "sources""#)),
            new: manifest(card), breaking: false),
        Case(
            kind: "sourceAdded", old: manifest(card),
            new: manifest(card.replacingOccurrences(of: #""pushNotification""#, with: #""pushNotification", "universalLink""#)), breaking: false),
        Case(kind: "schemeAdded", old: manifest(card), new: manifest(card, configuration: #""schemes": ["app", "new"], "hosts": ["x.example"]"#), breaking: false),
        Case(kind: "hostAdded", old: manifest(card, configuration: #""schemes": ["app"]"#), new: manifest(card), breaking: false),
    ]

    @Test(arguments: cases)
    func eachChangeIsReportedAsItsKindAndOnlyABreakingOneFailsTheRun(_ example: Case) throws {
        let result = try CommandRunner.run([
            "routes", "diff", "--json", try TestFiles.temporaryManifest(example.old), try TestFiles.temporaryManifest(example.new),
        ])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any], "\(result.errorOutput)")
        let changes = try #require(object["changes"] as? [[String: Any]])
        #expect(changes.map { $0["kind"] as? String } == [example.kind])
        #expect(changes.first?["breaking"] as? Bool == example.breaking)
        #expect(result.status == (example.breaking ? 1 : 0))
    }

    @Test func identicalManifestsHaveNoChangeAndExitZero() throws {
        let path = try TestFiles.temporaryManifest(Self.manifest(Self.card))
        let result = try CommandRunner.run(["routes", "diff", path, path])
        #expect(result.status == 0)
        #expect(result.output == "\(path) → \(path): 0 breaking, 0 covered by redirects, 0 compatible\n")
    }

    @Test func aManifestThatCannotBeReadExitsTwo() throws {
        let result = try CommandRunner.run(["routes", "diff", TestFiles.exampleManifest, TestFiles.argument("broken-routes.json")])
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
    }
}
