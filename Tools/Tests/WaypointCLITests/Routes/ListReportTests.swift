import Testing
import WaypointManifest

@testable import WaypointCLI

@Suite struct ListReportTests {
    @Test func theListIsSortedByPatternWithOwnersAndTypes() throws {
        let report = ListReport(try LoadedManifest(contentsOf: TestFiles.largeManifest), byOwner: false)
        let patterns = report.lines.dropFirst(3).map { String($0.prefix { $0 != " " }) }
        #expect(patterns.count == 136)
        #expect(patterns == patterns.sorted())
        try expectGolden(report.lines.joined(separator: "\n") + "\n", "list-bank-routes.txt")
    }

    @Test func theSummaryCountsRoutesAndOwnersAndNamesSchemesAndHosts() throws {
        let report = ListReport(try LoadedManifest(contentsOf: TestFiles.largeManifest), byOwner: false)
        #expect(
            report.lines.first
                == "136 routes from 15 owners · schemes: nuapp · hosts: bank.example, www.bank.example")
    }

    @Test func byOwnerGroupsTheRoutesOfEachModuleTogether() throws {
        let report = ListReport(try LoadedManifest(contentsOf: TestFiles.largeManifest), byOwner: true)
        let owners = report.lines.dropFirst(3).map { line in
            line.split(separator: " ", omittingEmptySubsequences: true)[2]
        }
        #expect(owners == owners.sorted())
    }

    @Test func parametersShowPathTypesRequiredQueryItemsAndDefaults() throws {
        let report = ListReport(try LoadedManifest(contentsOf: TestFiles.largeManifest), byOwner: false)
        let line = try #require(report.lines.first { $0.hasPrefix("card/:cardID/replace ") })
        #expect(line.hasSuffix("cardID:uuid ?reason:string! ?express:bool=false"))
    }

    @Test func invalidRoutesAreLeftOutAndSaidSo() throws {
        let report = ListReport(try LoadedManifest(contentsOf: TestFiles.brokenManifest), byOwner: false)
        #expect(!report.lines.contains { $0.hasPrefix("docs/**/more") })
        #expect(report.lines.last == "(2 routes left out: invalid pattern; run `waypoint routes lint`)")
    }
}
