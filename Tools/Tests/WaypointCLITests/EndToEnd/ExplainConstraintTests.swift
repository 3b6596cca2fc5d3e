import Foundation
import Testing

@Suite struct ExplainConstraintTests {
    private let manifest = "Tools/Tests/WaypointCLITests/Fixtures/constrained-routes.json"

    @Test func explainShowsAConstraintFailureAndExitsOne() throws {
        let result = try CommandRunner.run([
            "routes", "explain", manifest, "nuapp://promo/SUMMER26?amount=900&utm=x", "--source", "universalLink",
            "--allow", "inApp,universalLink",
        ])
        #expect(result.status == 1)
        #expect(
            result.output == """
                nuapp://promo/SUMMER26?amount=900 from universal link
                  dropped undeclared query keys utm
                  matched promo (nuapp://promo/SUMMER26?amount=900)
                  → fail: `nuapp://promo/SUMMER26?amount=900` (universal link, route `promo`): invalidParameter: \
                parameter `amount` of route `promo`: `900` is out of range; expected an integer in 1...500

                """)
    }

    @Test func explainShowsThatConstraintsHold() throws {
        let result = try CommandRunner.run(["routes", "explain", manifest, "nuapp://promo/SUMMER26?campaign=tv"])
        #expect(result.status == 0)
        #expect(result.output.contains("  constraints hold (4 checked)\n  → start promo\n"))
    }

    @Test func anInvalidConstraintExitsTwoNamingTheRouteAndParameter() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("waypoint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("routes.json")
        try Data(
            #"{"configuration": {"schemes": ["nuapp"]}, "routes": [{"name": "p", "pattern": "p/:code", "constraints": {"code": {"pattern": "[A-Z"}}}]}"#
                .utf8
        ).write(to: file)
        let result = try CommandRunner.run(["routes", "explain", file.path, "nuapp://p/A"])
        #expect(result.status == 2)
        #expect(result.errorOutput.contains("routes[0].constraints.code (route `p`): pattern `[A-Z` at offset 4: expected `]`"))
    }
}
