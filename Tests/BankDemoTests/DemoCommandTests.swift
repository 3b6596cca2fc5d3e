import BankDemo
import Testing

@Suite struct DemoCommandTests {
    @Test func noArgumentsPlaysEveryScene() throws {
        #expect(try DemoCommand.parse([]) == .play(scene: nil, quiet: false, diagrams: false))
    }

    @Test func sceneQuietAndDiagramsCombineInAnyOrder() throws {
        #expect(try DemoCommand.parse(["--quiet", "--scene", "9"]) == .play(scene: 9, quiet: true, diagrams: false))
        #expect(try DemoCommand.parse(["--diagrams", "--scene", "5"]) == .play(scene: 5, quiet: false, diagrams: true))
        #expect(try DemoCommand.parse(["--scene", "16"]) == .play(scene: 16, quiet: false, diagrams: false))
    }

    @Test func helpWinsOverAnythingAfterIt() throws {
        #expect(try DemoCommand.parse(["--help"]) == .help)
        #expect(try DemoCommand.parse(["-h"]) == .help)
        #expect(try DemoCommand.parse(["--quiet", "--help", "--bogus"]) == .help)
    }

    @Test(arguments: [["--inspect"], ["--port", "8421"], ["--allow-open"]])
    func theInspectorsOptionsPointAtTheToolsPackage(arguments: [String]) {
        do {
            _ = try DemoCommand.parse(arguments)
            Issue.record("\(arguments) was accepted")
        } catch {
            #expect(error.description.hasSuffix("swift run --package-path Tools waypoint-demo-inspector [--port N] [--allow-open]"))
        }
    }

    @Test(arguments: [
        (["--bogus"], "unknown argument `--bogus`"),
        (["scene"], "unknown argument `scene`"),
        (["--scene"], "--scene expects a scene number"),
        (["--scene", "0"], "--scene expects a scene number from 1 to 16; got `0`"),
        (["--scene", "17"], "--scene expects a scene number from 1 to 16; got `17`"),
        (["--scene", "two"], "--scene expects a scene number from 1 to 16; got `two`"),
        (["--scene", "2", "--scene", "3"], "--scene is given twice; the demo plays one scene or all of them"),
    ])
    func aBadCommandLineIsAUsageErrorNamingTheArgument(arguments: [String], message: String) {
        #expect(throws: DemoUsageError.self) { try DemoCommand.parse(arguments) }
        do {
            _ = try DemoCommand.parse(arguments)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func aUsageErrorExitsWithEXUsage() {
        #expect(DemoCommand.usageStatus == 64)
    }

    @Test @MainActor func playingASceneThatDoesNotExistIsAUsageError() async throws {
        await #expect(throws: DemoUsageError.self) { try await DemoScript.run(scene: 17, echo: { _ in }) }
        let player = try DemoPlayer(echo: { _ in })
        try await player.playNext()
        try await player.playNext()
        await #expect(throws: DemoUsageError.self) { try await player.play(scene: 2) }
    }
}
