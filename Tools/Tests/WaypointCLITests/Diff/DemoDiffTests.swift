import Foundation
import Testing

/// `waypoint routes diff` on the demo's exported table against copies a release could ship.
@Suite struct DemoDiffTests {
    static let example = "Examples/bank-routes.json"
    static let broken = TestFiles.argument("diff/bank-routes-broken.json")
    static let moved = TestFiles.argument("diff/bank-routes-moved.json")
    static let redirect = TestFiles.argument("diff/redirect-moved-cards.json")

    @Test func aDeliberatelyBrokenCopyListsEveryBreakingKind() throws {
        let result = try CommandRunner.run(["routes", "diff", Self.example, Self.broken])
        #expect(result.status == 1)
        // The first line names the files as given; the golden file holds the changes.
        let lines = result.output.split(separator: "\n", maxSplits: 1)
        #expect(lines.first == "\(Self.example) → \(Self.broken): 8 breaking, 0 covered by redirects, 1 compatible")
        try expectGolden(String(lines.last ?? ""), "diff-bank-routes-broken.txt")
        for kind in [
            "routeRemoved", "pathChanged", "parameterNarrowed", "constraintTightened", "requiredQueryAdded", "sourceRemoved",
            "schemeDropped", "hostDropped",
        ] {
            #expect(result.output.contains("breaking   \(kind)"), "missing \(kind)")
        }
    }

    @Test func aMovedPathBreaksLinksUntilARedirectCoversIt() throws {
        let bare = try CommandRunner.run(["routes", "diff", Self.example, Self.moved])
        #expect(bare.status == 1)
        let covered = try CommandRunner.run(["routes", "diff", "--json", Self.example, Self.moved, "--overrides", Self.redirect])
        #expect(covered.status == 0, "\(covered.output)\(covered.errorOutput)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(covered.output.utf8)) as? [String: Any])
        #expect(object["breaking"] as? Int == 0)
        #expect(object["covered"] as? Int == 1)
        let changes = try #require(object["changes"] as? [[String: Any]])
        #expect(changes.map { $0["kind"] as? String } == ["pathChanged", "redirectAdded"])
        #expect((changes.first?["coveredBy"] as? String)?.hasSuffix("reaches `cards.block`") == true)
    }

    @Test func aRedirectToARouteTheNewManifestDoesNotHaveIsRefused() throws {
        let overrides = try TestFiles.temporaryManifest(#"{"version": 1, "redirects": [{"from": "cards/:id/block", "to": "nuapp://nowhere"}]}"#)
        let result = try CommandRunner.run(["routes", "diff", Self.example, Self.moved, "--overrides", overrides])
        #expect(result.status == 2)
        #expect(result.errorOutput.contains("nowhere"), "\(result.errorOutput)")
    }
}
