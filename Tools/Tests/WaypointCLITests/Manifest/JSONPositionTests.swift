import Testing
import WaypointManifest

/// Errors in a manifest's JSON say where they are, as `FILE:LINE:COLUMN:`, the form editors and
/// CI logs link to; a key written twice in one object is an error, not a silent choice.
@Suite struct JSONPositionTests {
    @Test func aSyntaxErrorGivesItsLineAndColumn() throws {
        let path = try TestFiles.temporaryManifest(
            """
            {"configuration": {"schemes": ["nuapp"]},
              "routes": [
                {"name": "home" "pattern": "home"}
              ]}
            """)
        let error = try #require(throws: ManifestError.self) { try LoadedManifest(contentsOf: path) }
        #expect(error.description.hasPrefix("\(path):3:21: "), "\(error)")
        #expect(error.message.contains("expected `,` or `}`"), "\(error)")
    }

    @Test func aDuplicateKeyIsRejectedWithBothPlaces() throws {
        let path = try TestFiles.temporaryManifest(
            """
            {"configuration": {"schemes": ["nuapp"]}, "routes": [
              {"name": "home", "pattern": "home",
               "pattern": "evil"}
            ]}
            """)
        let error = try #require(throws: ManifestError.self) { try LoadedManifest(contentsOf: path) }
        #expect(error.description.hasPrefix("\(path):3:4: routes[0].pattern: "), "\(error)")
        #expect(error.message == "duplicate key `pattern` (first at line 2, column 20)", "\(error)")
    }

    @Test func aDuplicateKeyWrittenWithAnEscapeIsStillADuplicate() throws {
        let path = try TestFiles.temporaryManifest(
            #"{"configuration": {"schemes": ["nuapp"], "sch\u0065mes": ["evil"]}, "routes": []}"#)
        let error = try #require(throws: ManifestError.self) { try LoadedManifest(contentsOf: path) }
        #expect(error.message.hasPrefix("duplicate key `schemes`"), "\(error)")
    }

    @Test func aDecodingErrorGivesThePositionOfTheOffendingValue() throws {
        let path = try TestFiles.temporaryManifest(
            """
            {"configuration": {"schemes": ["nuapp"]}, "routes": [
              {"name": "home", "pattern": "home"},
              {"name": "card.detail", "pattern": "card/:cardID",
               "params": {"cardID": "uid"}}
            ]}
            """)
        let error = try #require(throws: ManifestError.self) { try LoadedManifest(contentsOf: path) }
        #expect(error.description.hasPrefix("\(path):4:25: routes[1].params.cardID (route `card.detail`): "), "\(error)")
    }

    @Test func aMissingFieldPointsAtItsObject() throws {
        let path = try TestFiles.temporaryManifest(
            """
            {"configuration": {"schemes": ["nuapp"]}, "routes": [
              {"name": "home", "pattern": "home"},
              {"name": "cards"}
            ]}
            """)
        let error = try #require(throws: ManifestError.self) { try LoadedManifest(contentsOf: path) }
        #expect(error.description.hasPrefix("\(path):3:3: routes[1].pattern (route `cards`): "), "\(error)")
    }

    @Test func anInvalidPatternGivesThePositionOfThePattern() throws {
        let manifest = try LoadedManifest(contentsOf: TestFiles.brokenManifest)
        let error = try #require(throws: ManifestError.self) { try manifest.table() }
        #expect(error.description.hasPrefix("\(TestFiles.brokenManifest):9:38: routes[5] (route `docs.page`): "), "\(error)")
    }
}
