import BankDemo
import Foundation
import Testing

@Suite struct DemoTranscriptTests {
    /// Set `WAYPOINT_RECORD_GOLDEN=1` to rewrite the golden file after an intended change.
    @Test @MainActor func theDemoPrintsExactlyTheGoldenTranscript() async throws {
        let transcript = try await DemoScript.run(echo: { _ in })
        if ProcessInfo.processInfo.environment["WAYPOINT_RECORD_GOLDEN"] == "1" {
            try transcript.write(to: Golden.url, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: Golden.url, encoding: .utf8)
        let actualLines = transcript.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        if let line = zip(actualLines, expectedLines).enumerated().first(where: { $0.element.0 != $0.element.1 }) {
            Issue.record("line \(line.offset + 1) differs:\n  expected: \(line.element.1)\n  actual:   \(line.element.0)")
        }
        #expect(actualLines.count == expectedLines.count)
    }

    @Test @MainActor func everyFlowTheDemoStartedIsReleasedButTheMainFlow() async throws {
        let transcript = try await DemoScript.run(echo: { _ in })
        #expect(transcript.hasSuffix("⇒ flows in memory: main\n"))
    }

    @Test func theTranscriptHasOneHeadingPerSceneInOrderEachNamingItsDesigns() throws {
        let lines = try Golden.lines()
        let headings = lines.indices.filter { lines[$0].hasPrefix("── ") }
        #expect(headings.map { lines[$0] }.map { $0.dropFirst(3).prefix(while: { $0 != "." }) } == DemoScene.all.map { "\($0.number)"[...] })
        for (index, scene) in zip(headings, DemoScene.all) {
            #expect(lines[index].contains(scene.title))
            #expect(lines[index + 1] == "   design: " + scene.designs.map(\.name).joined(separator: ", "))
        }
    }

    @Test func everySceneEndsWithItsOutcome() throws {
        let lines = try Golden.lines()
        for scene in DemoScene.all {
            let outcomes = Golden.scene(scene.number, in: lines).filter { $0.hasPrefix("⇒ ") }
            #expect(outcomes.count == 1, "scene \(scene.number)")
            #expect(Golden.scene(scene.number, in: lines).last?.hasPrefix("⇒ ") == true, "scene \(scene.number)")
        }
    }

    @Test func everyRequestThatWaitsSaysWhyOnTheNextLine() throws {
        let lines = try Golden.lines()
        let waiting = lines.indices.filter { lines[$0].hasPrefix("  hub ") && (lines[$0].contains("): parked") || lines[$0].contains("): queued")) }
        #expect(waiting.count >= 5)
        for index in waiting {
            #expect(lines[index + 1].hasPrefix("         why: "), "no reason after: \(lines[index])")
        }
    }

    @Test func sessionsAreWrittenInWordsAndOnlyScreensCarryAHashNumber() throws {
        let lines = try Golden.lines()
        #expect(lines.contains { $0.hasPrefix("  hub  session 1 (") })
        #expect(!lines.contains { $0.hasPrefix("  hub  #") })
        #expect(!lines.contains { $0.range(of: #"owner: \S+#\d"#, options: .regularExpression) != nil })
        #expect(lines.contains { $0.contains("owner: accounts.detail (session 2)") })
    }

    @Test func theAppCoordinatorsChoicesOfRootFlowArePrinted() throws {
        let roots = try Golden.lines().filter { $0.hasPrefix("  app  ") }
        #expect(roots.count == 6)
        #expect(roots.first?.contains("app state unauthorized → the app coordinator starts `login`") == true)
        #expect(roots.dropFirst().first?.contains("app state authorized → the app coordinator starts `main`") == true)
    }

    @Test func theFlowDiagramIsSummarisedInTheTranscriptAndPrintedWholeWithDiagrams() async throws {
        let lines = try Golden.lines()
        #expect(!lines.contains("flowchart TD"))
        #expect(lines.contains { $0.contains("Mermaid chart: `waypoint-demo --scene 5 --diagrams` prints it whole") })
        let withDiagrams = try await DemoScript.run(scene: 5, diagrams: true, echo: { _ in })
        #expect(withDiagrams.contains("\nflowchart TD\n"))
        #expect(!withDiagrams.contains("Mermaid chart"))
    }
}
