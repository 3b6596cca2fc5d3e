import Testing
import WaypointManifest

@testable import WaypointCLI
import Foundation

@Suite struct LintReportTests {
    @Test func theExampleManifestHasNoFindings() throws {
        let report = LintReport(try LoadedManifest(contentsOf: TestFiles.largeManifest))
        #expect(report.errors == 0)
        #expect(report.warnings == 0)
        #expect(report.lines.last?.hasSuffix("136 routes, no findings") == true)
    }

    @Test func theBrokenManifestReportsInvalidPatternsAConflictAShadowedRouteAndOverlappingTypes() throws {
        let report = LintReport(try LoadedManifest(contentsOf: TestFiles.brokenManifest))
        #expect(report.errors == 4)
        #expect(report.warnings == 1)
        let kinds = report.lines.dropLast().filter { !$0.hasPrefix(" ") }.map { $0.prefix { $0 != " " } }
        #expect(
            kinds == [
                "error[invalidPattern]", "error[invalidPattern]", "error[conflict]", "error[shadowed]",
                "warning[overlappingTypes]",
            ])
        try expectGolden(Self.relative(report.lines), "lint-broken-routes.txt")
    }

    @Test func aConflictNamesBothRoutesTheirOwnersAndTheirPlacesInTheManifest() throws {
        let report = LintReport(try LoadedManifest(contentsOf: TestFiles.brokenManifest))
        let conflict = try #require(report.lines.first { $0.hasPrefix("error[conflict]") })
        #expect(conflict.contains("routes[1], routes[2]"))
        for part in ["card.detail", "card.lookup", "Cards", "Payments"] {
            #expect(conflict.contains(part))
        }
    }

    @Test func aManifestWithoutSchemesOrHostsIsWarnedAbout() throws {
        let path = try TestFiles.temporaryManifest(
            #"{"configuration": {"schemes": []}, "routes": [{"name": "home", "pattern": "home"}]}"#)
        let report = LintReport(try LoadedManifest(contentsOf: path))
        #expect(report.errors == 0)
        #expect(report.warnings == 1)
        #expect(report.lines.first?.hasPrefix("warning[noSchemes]") == true)
    }

    /// The lines with the fixture's absolute path made relative to the repository.
    static func relative(_ lines: [String]) -> String {
        lines.joined(separator: "\n").replacingOccurrences(of: TestFiles.root.path + "/", with: "") + "\n"
    }
}
