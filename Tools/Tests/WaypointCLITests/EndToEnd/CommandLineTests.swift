import Foundation
import Testing

@Suite struct CommandLineTests {
    static let large = TestFiles.argument("large-bank-routes.json")

    @Test func theExampleExportedFromTheDemoLintsCleanAndExplainsWithItsOwnPolicies() throws {
        let lint = try CommandRunner.run(["routes", "lint", "Examples/bank-routes.json"])
        #expect(lint.output == "Examples/bank-routes.json: 9 routes, no findings\n")
        // The manifest says which sources each route admits: no `--allow` is needed.
        let push = try CommandRunner.run([
            "routes", "explain", "Examples/bank-routes.json", "nuapp://cards/42/block", "--source", "pushNotification",
        ])
        #expect(push.status == 0, "\(push.output)")
        let link = try CommandRunner.run([
            "routes", "explain", "Examples/bank-routes.json", "https://bank.example/cards/42/block", "--source", "universalLink",
        ])
        #expect(link.status == 1)
        #expect(link.output.contains("forbidden"), "\(link.output)")
    }

    @Test func lintExitsZeroOnTheExampleAndOneOnTheBrokenManifest() throws {
        let clean = try CommandRunner.run(["routes", "lint", Self.large])
        #expect(clean.status == 0)
        #expect(clean.output == "\(Self.large): 136 routes, no findings\n")

        let broken = try CommandRunner.run(["routes", "lint", "Tools/Tests/WaypointCLITests/Fixtures/broken-routes.json"])
        #expect(broken.status == 1)
        #expect(broken.output.hasSuffix("4 errors, 1 warning in 10 routes\n"))
    }

    @Test func matchExitsZeroWhenEveryURLMatchesAndOneOtherwise() throws {
        let hit = "nuapp://card/0F8E5C1A-9B7D-4E2C-8A1F-3D6B2C9E4F70/block?reason=lost"
        let all = try CommandRunner.run(["routes", "match", Self.large, hit, "nuapp://home"])
        #expect(all.status == 0)
        let some = try CommandRunner.run(["routes", "match", Self.large, hit, "nuapp://nowhere"])
        #expect(some.status == 1)
    }

    @Test func matchWithJSONPrintsOneParsableObjectPerURL() throws {
        let result = try CommandRunner.run([
            "routes", "match", "--json", Self.large, "nuapp://home", "nuapp://nowhere",
        ])
        let lines = result.output.split(separator: "\n")
        #expect(lines.count == 2)
        let objects = try lines.map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        #expect(objects[0]["route"] as? String == "home")
        #expect((objects[1]["error"] as? [String: Any])?["kind"] as? String == "unknownRoute")
    }

    @Test func listPrintsEveryRouteOfTheExample() throws {
        let result = try CommandRunner.run(["routes", "list", Self.large])
        #expect(result.status == 0)
        #expect(result.output.split(separator: "\n").count == 2 + 136)
    }

    @Test func anUnusableManifestExitsTwoWithTheReasonOnStandardError() throws {
        let result = try CommandRunner.run(["routes", "match", "Tools/Tests/WaypointCLITests/Fixtures/broken-routes.json", "nuapp://home"])
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(result.errorOutput.hasPrefix("error: Tools/Tests/WaypointCLITests/Fixtures/broken-routes.json:9:38: routes[5] (route `docs.page`)"))
        #expect(result.errorOutput.contains("\nerror: Tools/Tests/WaypointCLITests/Fixtures/broken-routes.json:10:39: routes[6] (route `card.block`)"))
    }
}
