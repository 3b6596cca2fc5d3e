import BankDemo
import Foundation
import Testing

@Suite struct DemoTranscriptTests {
    /// Set `WAYPOINT_RECORD_GOLDEN=1` to rewrite the golden file after an intended change.
    @Test @MainActor func theDemoPrintsExactlyTheGoldenTranscript() async throws {
        let transcript = try await DemoScript.run(echo: { _ in })
        let golden = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "Golden/demo.txt")
        if ProcessInfo.processInfo.environment["WAYPOINT_RECORD_GOLDEN"] == "1" {
            try transcript.write(to: golden, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        let actualLines = transcript.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        if let line = zip(actualLines, expectedLines).enumerated().first(where: { $0.element.0 != $0.element.1 }) {
            Issue.record("line \(line.offset + 1) differs:\n  expected: \(line.element.1)\n  actual:   \(line.element.0)")
        }
        #expect(actualLines.count == expectedLines.count)
    }

    @Test @MainActor func everyFlowTheDemoStartedIsReleasedButTheMainFlow() async throws {
        let transcript = try await DemoScript.run(echo: { _ in })
        #expect(transcript.hasSuffix("flows in memory: main\n"))
    }
}
