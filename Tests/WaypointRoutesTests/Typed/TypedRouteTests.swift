import Foundation
import Testing
@_spi(Tooling) import WaypointRoutes

@Suite struct TypedRouteTests {
    private func table() throws -> RouteTable {
        try RouteTable([BlockCard.route(), Statement.route()], configuration: URLConfiguration(schemes: ["nuapp"]))
    }

    @Test func parameterAndQueryTypesAreInferredFromTheProperties() throws {
        let route = try Statement.route()
        #expect(route.name == "statement")
        #expect(route.parameters["accountID"]?.name == "UUID")
        #expect(route.parameters["year"]?.name == "Int")
        #expect(route.query.map(\.name) == ["format", "express", "note", "amount"])
        #expect(route.query.map(\.isRequired) == [true, false, false, false])
        #expect(route.query.map(\.type.name) == ["StatementFormat", "Bool", "String", "Double"])
    }

    @Test func matchingYieldsTheTypedValue() throws {
        let match = try table().match("nuapp://card/7/block?reason=lost%20card")
        #expect(try BlockCard(match) == BlockCard(cardID: 7, reason: "lost card"))
        #expect(try BlockCard(try table().match("nuapp://card/7/block")) == BlockCard(cardID: 7))
    }

    @Test func aValueBuildsItsURLWithReverseRouting() throws {
        #expect(try BlockCard(cardID: 7).url(in: table()) == "nuapp://card/7/block")
        #expect(try BlockCard(cardID: 7, reason: "lost card").url(in: table()) == "nuapp://card/7/block?reason=lost%20card")
        let id = UUID(uuidString: "3F2504E0-4F89-11D3-9A0C-0305E82C3301")!
        let statement = Statement(accountID: id, year: 2025, format: .csv, express: true)
        #expect(try statement.url(in: table())
            == "nuapp://accounts/3F2504E0-4F89-11D3-9A0C-0305E82C3301/statements/2025?format=csv&express=true")
    }

    @Test func aValueOfTheWrongTypeDoesNotMatchTheTypedRoute() throws {
        #expect(throws: RouteError.self) { try table().match("nuapp://card/seven/block") }
        let error = try #require(throws: RouteError.self) {
            try table().match("nuapp://accounts/3F2504E0-4F89-11D3-9A0C-0305E82C3301/statements/2025?format=doc")
        }
        #expect(error.kind == .invalidQueryParameter)
    }

    @Test func decodingAnotherRoutesMatchIsATypedError() throws {
        let match = try table().match("nuapp://card/7/block")
        let error = try #require(throws: RouteError.self) { try Statement(match) }
        #expect(error.kind == .wrongRoute)
        #expect(error.description.contains("`statement`, found `card.block`"))
    }

    @Test func aPatternParameterWithoutAPropertyIsNamedAtDeclaration() throws {
        let error = try #require(throws: RouteError.self) { try MissingYear.route() }
        #expect(error.kind == .missingProperty)
        #expect(error.parameter == "year")
        #expect(error.description.contains("pattern parameter `year` has no property"))
    }

    @Test func anOptionalPathPropertyIsRejected() throws {
        let error = try #require(throws: RouteError.self) { try OptionalPath.route() }
        #expect(error.kind == .optionalPathParameter)
        #expect(error.parameter == "cardID")
    }

    @Test func anExplicitTypeForAKeyTheTypeLacksIsNamed() throws {
        let error = try #require(throws: RouteError.self) { try ExtraType.route() }
        #expect(error.kind == .extraKey)
        #expect(error.parameter == "cardId")
    }

    @Test func aPropertyWithNoURLFormIsNamed() throws {
        let error = try #require(throws: RouteError.self) { try ListProperty.route() }
        #expect(error.kind == .unsupportedProperty)
        #expect(error.description.contains("ListProperty"))
    }

    @Test func buildingTheURLOfAnUnregisteredTypeIsATypedError() throws {
        let other = try RouteTable([], configuration: URLConfiguration(schemes: ["nuapp"]))
        let error = try #require(throws: RouteError.self) { try BlockCard(cardID: 1).url(in: other) }
        #expect(error.kind == .unbuildable)
        #expect(error.underlying?.kind == .unknownRoute)
    }
}
