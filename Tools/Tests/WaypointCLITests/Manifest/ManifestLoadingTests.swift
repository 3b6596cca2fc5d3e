import Testing
import WaypointManifest
@_spi(Tooling) import WaypointRoutes

@testable import WaypointCLI

@Suite struct ManifestLoadingTests {
    @Test func theExampleManifestLoadsMoreThanAHundredValidRoutesFromSeveralOwners() throws {
        let manifest = try LoadedManifest(contentsOf: TestFiles.largeManifest)
        #expect(manifest.routes.count >= 100)
        #expect(manifest.invalidRoutes.isEmpty)
        #expect(Set(manifest.routes.map(\.owner)).count >= 12)
        #expect(manifest.configuration.schemes == ["nuapp"])
        #expect(manifest.configuration.hosts.contains("bank.example"))
        #expect(manifest.routes.contains { $0.pattern.description.hasSuffix("/**") })
        #expect(manifest.routes.contains { $0.pattern.description.hasSuffix("/*") })
    }

    @Test func declaredTypesBecomeTypedParametersAndQueryParameters() throws {
        let manifest = try LoadedManifest(contentsOf: TestFiles.largeManifest)
        let route = try #require(manifest.routes.first { $0.name == "card.statement" })
        #expect(route.parameters["year"]?.name == Route.ParameterType.int.name)
        #expect(route.parameters["cardID"]?.name == Route.ParameterType.uuid.name)
        #expect(route.query.map(\.name) == ["format"])
        #expect(route.query.first?.defaultValue == "pdf")
        #expect(manifest.types["card.statement"]?.path["month"] == .int)
    }

    @Test func anUnknownTypeNamesTheFileTheRouteIndexTheRouteAndTheField() throws {
        let path = try TestFiles.temporaryManifest(
            """
            {"configuration": {"schemes": ["nuapp"]}, "routes": [
              {"name": "home", "pattern": "home"},
              {"name": "card.detail", "pattern": "card/:cardID", "params": {"cardID": "uid"}}
            ]}
            """)
        let error = try #require(throws: ManifestError.self) { try LoadedManifest(contentsOf: path) }
        #expect(error.location == "routes[1].params.cardID")
        #expect(error.routeName == "card.detail")
        #expect(
            error.description
                == "\(path):3:75: routes[1].params.cardID (route `card.detail`): unknown type `uid`; "
                + "expected one of bool, double, int, string, uuid")
    }

    @Test func aMisspelledFieldIsAnErrorThatListsTheKnownFields() throws {
        let path = try TestFiles.temporaryManifest(
            """
            {"configuration": {"schemes": ["nuapp"]}, "routes": [
              {"name": "card.detail", "pattern": "card/:cardID", "parmas": {"cardID": "uuid"}}
            ]}
            """)
        let error = try #require(throws: ManifestError.self) { try LoadedManifest(contentsOf: path) }
        #expect(error.location == "routes[0].parmas")
        #expect(error.routeName == "card.detail")
        #expect(error.message.contains("unknown field `parmas`"))
        #expect(error.message.contains("`params`"))
    }

    @Test func aMissingPatternNamesTheRouteIndexAndTheField() throws {
        let path = try TestFiles.temporaryManifest(
            """
            {"configuration": {"schemes": ["nuapp"]}, "routes": [{"name": "home", "pattern": "home"}, {"name": "cards"}]}
            """)
        let error = try #require(throws: ManifestError.self) { try LoadedManifest(contentsOf: path) }
        #expect(error.location == "routes[1].pattern")
        #expect(error.routeName == "cards")
        #expect(error.message == "missing required field `pattern`")
    }

    @Test func aValueOfTheWrongJSONTypeNamesTheFieldAndTheExpectedType() throws {
        let path = try TestFiles.temporaryManifest(
            """
            {"configuration": {"schemes": ["nuapp"]}, "routes": [
              {"name": "pay", "pattern": "pay", "query": [{"name": "amount", "required": "yes"}]}
            ]}
            """)
        let error = try #require(throws: ManifestError.self) { try LoadedManifest(contentsOf: path) }
        #expect(error.location == "routes[0].query[0].required")
        #expect(error.message.hasPrefix("expected a boolean"))
    }

    @Test func aRequiredQueryParameterWithADefaultIsRejected() throws {
        let path = try TestFiles.temporaryManifest(
            """
            {"configuration": {"schemes": ["nuapp"]}, "routes": [
              {"name": "pay", "pattern": "pay", "query": [{"name": "amount", "type": "int", "required": true, "default": "1"}]}
            ]}
            """)
        let error = try #require(throws: ManifestError.self) { try LoadedManifest(contentsOf: path) }
        #expect(error.location == "routes[0].query[0].default")
        #expect(error.message == "a required query parameter takes no default")
    }

    @Test func textThatIsNotJSONAndAMissingFileAreClearErrors() throws {
        let path = try TestFiles.temporaryManifest("{ routes: ")
        let notJSON = try #require(throws: ManifestError.self) { try LoadedManifest(contentsOf: path) }
        #expect(notJSON.location.isEmpty)
        #expect(notJSON.message.hasPrefix("not valid JSON"))

        let missing = try #require(throws: ManifestError.self) {
            try LoadedManifest(contentsOf: "/nonexistent/routes.json")
        }
        #expect(missing.description.hasPrefix("/nonexistent/routes.json: cannot read the file"))
    }

    @Test func anInvalidPatternIsKeptForLintAndRefusedForMatching() throws {
        let manifest = try LoadedManifest(contentsOf: TestFiles.brokenManifest)
        #expect(manifest.invalidRoutes.map(\.name) == ["docs.page", "card.block"])
        #expect(manifest.invalidRoutes.map(\.location) == ["routes[5]", "routes[6]"])
        let error = try #require(throws: ManifestError.self) { try manifest.table() }
        #expect(error.location == "routes[5]")
        #expect(error.routeName == "docs.page")
    }
}
