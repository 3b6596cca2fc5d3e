import BankDemo
import Testing

@Suite struct DemoSceneTests {
    @Test(arguments: 1...16) @MainActor func playingOneScenePrintsExactlyItsPartOfTheWholeTranscript(number: Int) async throws {
        #expect(DemoScene.all.count == 16)
        var echoed: [String] = []
        let transcript = try await DemoScript.run(scene: number, echo: { echoed.append($0) })
        let expected = Golden.scene(number, in: try Golden.lines())
        #expect(!expected.isEmpty)
        #expect(transcript.hasSuffix(expected.joined(separator: "\n") + "\n"))
        #expect(echoed.joined(separator: "\n") + "\n" == transcript)
        #expect(transcript.hasPrefix("Waypoint demo bank"))
        let setUp = "set-up: scenes 1–\(number - 1) played without printing; on screen now:"
        #expect(transcript.contains(setUp) == (number > 1))
        let headings = transcript.split(separator: "\n").filter { $0.hasPrefix("── ") }
        #expect(headings.count == 1)
    }

    @Test @MainActor func quietPrintsTheLegendAndOnlyEachScenesHeadlineAndOutcome() async throws {
        var echoed: [String] = []
        let transcript = try await DemoScript.run(quiet: true, echo: { echoed.append($0) })
        let golden = try Golden.lines()
        #expect(transcript == golden.joined(separator: "\n") + "\n")
        let legend = golden.prefix { !$0.isEmpty }
        let headlines = golden.filter { $0.isEmpty || $0.hasPrefix("── ") || $0.hasPrefix("   design: ") || $0.hasPrefix("⇒ ") }
        #expect(echoed == Array(legend) + headlines)
        #expect(echoed.count == legend.count + 16 * 4)
        #expect(!echoed.contains { $0.hasPrefix("  hub ") || $0.hasPrefix("  │ ") })
    }

    @Test @MainActor func quietWithOneSceneKeepsItsSetUpLineAndOutcome() async throws {
        var echoed: [String] = []
        _ = try await DemoScript.run(scene: 9, quiet: true, echo: { echoed.append($0) })
        #expect(echoed.contains("set-up: scenes 1–8 played without printing; on screen now:"))
        #expect(echoed.contains { $0.hasPrefix("── 9. ") })
        #expect(echoed.last?.hasPrefix("⇒ the bad manifest changed nothing") == true)
        #expect(!echoed.contains { $0.hasPrefix("rejected:") })
    }

    @Test @MainActor func theInspectorsStepsAreTheTranscriptsScenes() async throws {
        #expect(DemoPlayer.stepTitles == DemoScene.all.map(\.title))
        #expect(DemoScene.all.map(\.number) == Array(1...DemoScene.all.count))
        let player = try DemoPlayer(echo: { _ in })
        try await player.playNext()
        #expect(player.nextScene?.number == 2)
        let headings = player.transcript.split(separator: "\n").filter { $0.hasPrefix("── ") }
        #expect(headings.count == 1)
        #expect(headings.first?.hasPrefix("── 1. \(DemoScene.all[0].title) ─") == true)
    }
}
