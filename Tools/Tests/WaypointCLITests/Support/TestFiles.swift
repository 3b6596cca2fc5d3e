import Foundation
import Testing

/// Paths of the repository's files for tests: fixtures, golden files, the example manifest.
enum TestFiles {
    /// `Tools/Tests/WaypointCLITests/`.
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    /// The Tools package: `Tools/`, where the tools' sources are.
    static let toolsRoot = testsFolder.deletingLastPathComponent().deletingLastPathComponent()
    /// The repository root, where a user runs the tool (README.md, Examples/).
    static let root = toolsRoot.deletingLastPathComponent()

    /// A hand-written manifest of 136 routes of a larger bank app (15 modules), for the golden files.
    static let largeManifest = fixture("large-bank-routes.json")
    /// `Examples/bank-routes.json`: the demo's routes, exported by its hub (BankDemoTests checks it).
    static let exampleManifest = root.appendingPathComponent("Examples/bank-routes.json").path
    static let brokenManifest = fixture("broken-routes.json")

    static func fixture(_ name: String) -> String {
        testsFolder.appendingPathComponent("Fixtures/\(name)").path
    }

    /// Writes `json` to a new temporary file and returns its path.
    static func temporaryManifest(_ json: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("waypoint-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("manifest.json")
        try Data(json.utf8).write(to: file)
        return file.path
    }
}

/// Compares `text` with the golden file `Golden/<name>`. With `WAYPOINT_UPDATE_GOLDEN=1` in the
/// environment it rewrites the file instead (and the test still reports the difference once).
func expectGolden(_ text: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let file = TestFiles.testsFolder.appendingPathComponent("Golden/\(name)")
    let expected = try? String(contentsOf: file, encoding: .utf8)
    if ProcessInfo.processInfo.environment["WAYPOINT_UPDATE_GOLDEN"] == "1", expected != text {
        try Data(text.utf8).write(to: file)
    }
    #expect(text == expected, "output differs from Golden/\(name)", sourceLocation: sourceLocation)
}
