import Foundation
import Testing

/// The route manifest and override manifest fuzz targets, in their replay build, on their seeds
/// and on inputs that once were findings.
@Suite struct ParserFuzzReplayTests {
    private static func seeds(of target: String) throws -> [String] {
        let folder = TestFiles.toolsRoot.appendingPathComponent("Sources/\(target)/Seeds")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().map {
            folder.appendingPathComponent($0).path
        }
    }

    @Test(arguments: ["WaypointManifestFuzz", "WaypointOverridesFuzz"])
    func everySeedOfAParserFuzzerReplaysWithoutAFinding(target: String) throws {
        let seeds = try Self.seeds(of: target)
        #expect(seeds.count >= 7)
        let result = try CommandRunner.run(seeds, executable: target)
        #expect(result.status == 0, "\(result.errorOutput)")
        #expect(result.output.split(separator: "\n").count == seeds.count)
    }

    @Test(arguments: ["WaypointManifestFuzz", "WaypointOverridesFuzz"])
    func bytesThatAreNotJSONReplayWithoutAFinding(target: String) throws {
        let path = try TestFiles.temporaryManifest("")
        try Data([0x7B, 0x22, 0xFF, 0xFE, 0x00, 0x22, 0x3A, 0x5B]).write(to: URL(fileURLWithPath: path))
        let result = try CommandRunner.run([path], executable: target)
        #expect(result.status == 0, "\(result.errorOutput)")
    }
}
