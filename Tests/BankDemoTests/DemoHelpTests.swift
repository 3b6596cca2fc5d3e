import BankDemo
import Testing

@Suite @MainActor struct DemoHelpTests {
    @Test func helpListsEverySceneWithTheDesignsItShows() {
        let lines = DemoHelp.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for scene in DemoScene.all {
            let index = lines.firstIndex { $0.hasSuffix("\(scene.number). \(scene.title)") }
            #expect(index != nil, "scene \(scene.number) missing")
            if let index {
                #expect(lines[index + 1] == "      design: " + scene.designs.map(\.name).joined(separator: ", "))
            }
        }
    }

    @Test func helpExplainsEachDesignInOneLine() {
        for design in DemoDesign.allCases {
            #expect(DemoHelp.text.split(separator: "\n").contains { $0.hasPrefix("  \(design.name) ") && $0.hasSuffix(design.idea) })
        }
    }

    @Test func helpShowsTheUsageTheOptionsAndHowToReadTheOutput() {
        let text = DemoHelp.text
        #expect(text.contains(DemoCommand.usage))
        for option in ["--scene N", "--quiet", "--diagrams", "--help, -h"] {
            #expect(text.contains("\n  \(option) "), "option \(option)")
        }
        #expect(text.contains("\n  \(DemoCommand.inspectorCommand)\n"), "how to open the inspector")
        #expect(text.contains("`#7` is a screen"))
        #expect(text.contains("`hub  session 3 (url): …`"))
    }

    @Test func everyDesignIsShownBySomeScene() {
        let shown = Set(DemoScene.all.flatMap(\.designs))
        #expect(shown == Set(DemoDesign.allCases))
    }
}
