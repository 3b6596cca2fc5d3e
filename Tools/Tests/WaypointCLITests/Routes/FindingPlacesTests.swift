import Testing
import WaypointManifest

@testable import WaypointCLI

/// Every finding names the manifest entries it is about, even when routes share a name.
@Suite struct FindingPlacesTests {
    @Test func aDuplicateNameFindingPointsAtEveryEntryWithThatName() throws {
        let path = try TestFiles.temporaryManifest(
            """
            {"configuration": {"schemes": ["nuapp"]}, "routes": [
              {"name": "home", "pattern": "home"},
              {"name": "card", "pattern": "card/:id"},
              {"name": "home", "pattern": "start"},
              {"name": "card", "pattern": "cards/:id/detail"}
            ]}
            """)
        let report = LintReport(try LoadedManifest(contentsOf: path))
        let duplicates = report.lines.filter { $0.hasPrefix("error[duplicateName]") }
        #expect(duplicates.count == 2)
        #expect(duplicates.contains { $0.hasPrefix("error[duplicateName] routes[0], routes[2]: ") }, "\(report.lines)")
        #expect(duplicates.contains { $0.hasPrefix("error[duplicateName] routes[1], routes[3]: ") }, "\(report.lines)")
    }

    @Test func aConflictWithTheSecondOfTwoSameNamedRoutesPointsAtThatEntry() throws {
        let path = try TestFiles.temporaryManifest(
            """
            {"configuration": {"schemes": ["nuapp"]}, "routes": [
              {"name": "card", "pattern": "card/:id"},
              {"name": "other", "pattern": "other"},
              {"name": "card", "pattern": "start/:x"},
              {"name": "start", "pattern": "start/:y"}
            ]}
            """)
        let report = LintReport(try LoadedManifest(contentsOf: path))
        let conflict = try #require(report.lines.first { $0.hasPrefix("error[conflict]") })
        #expect(conflict.hasPrefix("error[conflict] routes[2], routes[3]: "), "\(conflict)")
    }
}
