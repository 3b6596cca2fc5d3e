import Foundation
import Testing

@Suite struct FuzzReplayTests {
    static let seedsFolder = TestFiles.toolsRoot.appendingPathComponent("Sources/WaypointRoutesFuzz/Seeds")

    @Test func everyFuzzSeedReplaysWithoutAFinding() throws {
        let seeds = try FileManager.default.contentsOfDirectory(atPath: Self.seedsFolder.path).sorted()
        #expect(seeds.count >= 10)
        let result = try CommandRunner.run(
            seeds.map { Self.seedsFolder.appendingPathComponent($0).path }, executable: "WaypointRoutesFuzz")
        #expect(result.status == 0, "\(result.errorOutput)")
        #expect(result.output.split(separator: "\n").count == seeds.count)
    }

    @Test func bytesThatAreNotUTF8ReplayWithoutAFinding() throws {
        let path = try TestFiles.temporaryManifest("")
        try Data([0x6E, 0x75, 0x61, 0x70, 0x70, 0x3A, 0x2F, 0x2F, 0xFF, 0xFE, 0x00, 0x2F, 0x25, 0x7A]).write(
            to: URL(fileURLWithPath: path))
        let result = try CommandRunner.run([path], executable: "WaypointRoutesFuzz")
        #expect(result.status == 0, "\(result.errorOutput)")
    }
}
