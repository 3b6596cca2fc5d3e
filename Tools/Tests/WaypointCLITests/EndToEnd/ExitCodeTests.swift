import Foundation
import Testing

/// Every exit status the table of the `waypoint` tool documents (the WaypointRoutes article *The waypoint tool*), checked by running the
/// tool; and the table itself, so the two cannot drift apart.
@Suite struct ExitCodeTests {
    static let example = TestFiles.argument("large-bank-routes.json")
    static let broken = "Tools/Tests/WaypointCLITests/Fixtures/broken-routes.json"
    static let missing = "Tools/Tests/WaypointCLITests/Fixtures/no-such-manifest.json"

    /// One documented case: the arguments after `routes` and the status they must exit with.
    struct Case: CustomTestStringConvertible, Sendable {
        var arguments: [String]
        var status: Int32
        var testDescription: String { "\(arguments.joined(separator: " ")) → \(status)" }
    }

    static let cases: [Case] = [
        Case(arguments: ["lint", example], status: 0),
        Case(arguments: ["lint", broken], status: 1),
        Case(arguments: ["lint", missing], status: 2),
        Case(arguments: ["match", example, "nuapp://home"], status: 0),
        Case(arguments: ["match", example, "nuapp://home", "nuapp://nowhere"], status: 1),
        Case(arguments: ["match", broken, "nuapp://home"], status: 2),
        Case(arguments: ["match", missing, "nuapp://home"], status: 2),
        Case(arguments: ["list", example], status: 0),
        Case(arguments: ["list", broken], status: 2),
        Case(arguments: ["list", missing], status: 2),
        Case(arguments: ["explain", example, "nuapp://home"], status: 0),
        Case(arguments: ["explain", example, "nuapp://home", "--source", "universalLink"], status: 1),
        Case(arguments: ["explain", broken, "nuapp://home"], status: 2),
        Case(arguments: ["explain", missing, "nuapp://home"], status: 2),
        Case(arguments: ["diff", example, example], status: 0),
        Case(arguments: ["diff", "Examples/bank-routes.json", TestFiles.argument("diff/bank-routes-broken.json")], status: 1),
        Case(arguments: ["diff", example, broken], status: 2),
        Case(arguments: ["aasa", "Examples/bank-routes.json", "--app-id", "ABCDE12345.example.bank"], status: 0),
        Case(arguments: ["aasa", "Examples/bank-routes.json", "--check", broken], status: 2),
        Case(arguments: ["aasa", missing, "--app-id", "ABCDE12345.example.bank"], status: 2),
        Case(arguments: ["aasa", "Examples/bank-routes.json"], status: 64),
        Case(arguments: ["match", example], status: 64),
        Case(arguments: ["explain", example, "nuapp://home", "--source", "carrierPigeon"], status: 64),
    ]

    @Test(arguments: cases)
    func eachDocumentedExitStatusIsTheOneTheToolExitsWith(_ example: Case) throws {
        let result = try CommandRunner.run(["routes"] + example.arguments)
        #expect(result.status == example.status, "\(result.output)\(result.errorOutput)")
    }

    @Test func theArticlesTableDocumentsTheStatusesTheTestsCheck() throws {
        let readme = try String(contentsOf: TestFiles.root.appendingPathComponent("Sources/WaypointRoutes/Documentation.docc/Articles/TheWaypointTool.md"), encoding: .utf8)
        var documented: [String: String] = [:]
        for line in readme.split(separator: "\n") where line.hasPrefix("| `waypoint routes ") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            let command = cells[0].split(separator: " ")[2]
            documented[String(command)] = cells.last
        }
        #expect(
            documented == [
                "lint": "0 if no error, 1 otherwise, 2 if the manifest cannot be read",
                "match": "0 if every URL matched, 1 otherwise, 2 if the manifest cannot be used",
                "list": "0, or 2 if the manifest cannot be used (the routes that loaded are still listed)",
                "explain": "0 if every URL would start its route, 1 otherwise, 2 if the manifest cannot be used",
                "diff": "0 if nothing breaks, 1 if a breaking change is not covered, 2 if a manifest cannot be used",
                "aasa": "0 if written or the file covers exactly, 1 on findings, 2 if a file cannot be used",
            ])
        #expect(readme.contains("A usage error (an unknown option or source, no URL) exits with status 64."))
    }
}
