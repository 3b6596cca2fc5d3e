import Foundation
import Testing

/// `waypoint routes explain --corpus FILE`: a file of real links replayed against a manifest.
@Suite struct CorpusReplayTests {
    static let example = "Examples/bank-routes.json"

    @Test func aCorpusIsSummarisedAsOpenRefusedWithItsReasonAndUnknownWithTheNearestRoute() throws {
        let result = try CommandRunner.run([
            "routes", "explain", Self.example, "--corpus", TestFiles.argument("corpus/last-month.txt"),
        ])
        #expect(result.status == 1)
        try expectGolden(result.output, "corpus-last-month.txt")
        #expect(result.output.hasSuffix("7 links: 4 open, 2 refused (1 forbiddenSource, 1 invalidParameter), 1 unknown\n"))
    }

    @Test func aCorpusWhoseLinksAllOpenExitsZeroAndUsesTheCommandsSourceWhereALineNamesNone() throws {
        let corpus = try TestFiles.temporaryManifest("nuapp://accounts/7\n\n# a comment\nnuapp://cards/7/block\n")
        let push = try CommandRunner.run(["routes", "explain", Self.example, "--corpus", corpus, "--source", "pushNotification"])
        #expect(push.status == 0, "\(push.output)")
        #expect(push.output.hasSuffix("2 links: 2 open, 0 refused, 0 unknown\n"))
        let link = try CommandRunner.run(["routes", "explain", Self.example, "--corpus", corpus, "--source", "universalLink"])
        #expect(link.status == 1)
        #expect(link.output.hasSuffix("2 links: 1 open, 1 refused (1 forbiddenSource), 0 unknown\n"))
    }

    @Test func aLineWithAnUnknownSourceStopsTheReplayNamingTheLine() throws {
        let corpus = try TestFiles.temporaryManifest("nuapp://accounts/7\nnuapp://accounts/8 carrierPigeon\n")
        let result = try CommandRunner.run(["routes", "explain", Self.example, "--corpus", corpus])
        #expect(result.status == 2)
        #expect(result.errorOutput.hasPrefix("error: \(corpus):2: unknown source `carrierPigeon`"))
    }

    @Test func urlsAndACorpusTogetherAreAUsageError() throws {
        let corpus = try TestFiles.temporaryManifest("nuapp://accounts/7\n")
        #expect(try CommandRunner.run(["routes", "explain", Self.example, "nuapp://accounts/7", "--corpus", corpus]).status == 64)
    }
}
