import Testing
@_spi(Tooling) import WaypointRoutes

@Suite struct ValidationTests {
    let configuration = URLConfiguration(schemes: ["nuapp"])

    func tableError(_ routes: [Route], caseInsensitive: Bool = false) -> RouteError? {
        do {
            _ = try RouteTable(routes, configuration: .init(schemes: ["nuapp"], caseInsensitivePaths: caseInsensitive))
            return nil
        } catch {
            return error
        }
    }

    @Test func twoPatternsOfTheSameShapeAreAConflictNamingBothRoutesAndOwners() throws {
        let error = try #require(tableError([
            Route("card.show", "card/:id", owner: "Cards"),
            Route("account.card", "card/:cardID", owner: "Accounts"),
        ]))
        #expect(error.kind == .conflict)
        let finding = try #require(error.findings.first)
        #expect(Set(finding.routes.map(\.name)) == ["card.show", "account.card"])
        for text in ["card.show", "account.card", "Cards", "Accounts", "card/:id", "card/:cardID"] {
            #expect(error.description.contains(text))
        }
    }

    @Test func parametersOfDifferentTypesAtTheSamePlaceDoNotConflict() throws {
        _ = try RouteTable([
            Route("a", "card/:id", parameters: ["id": .int]),
            Route("b", "card/:slug"),
            Route("c", "card/:uuid", parameters: ["uuid": .uuid]),
        ], configuration: configuration)
    }

    @Test func caseInsensitivePathsMakeConstantsDifferingInCaseAConflict() throws {
        let routes = [try Route("a", "Card"), try Route("b", "card")]
        #expect(tableError(routes) == nil)
        #expect(tableError(routes, caseInsensitive: true)?.kind == .conflict)
    }

    @Test func aWildcardWhereAnotherRouteHasAnUntypedParameterIsShadowed() throws {
        let error = try #require(tableError([
            Route("help.any", "help/*", owner: "Help"),
            Route("help.topic", "help/:topic", owner: "Help"),
        ]))
        #expect(error.kind == .shadowed)
        #expect(error.findings.first?.routes.map(\.name) == ["help.any", "help.topic"])
        #expect(error.description.contains("can never match"))
    }

    @Test func aWildcardBesideATypedParameterIsNotShadowed() throws {
        let table = try RouteTable([
            Route("any", "help/*"),
            Route("number", "help/:n", parameters: ["n": .int]),
        ], configuration: configuration)
        #expect(try table.match("nuapp://help/7").route.name == "number")
        #expect(try table.match("nuapp://help/seven").route.name == "any")
    }

    @Test func duplicateNamesAreRejected() throws {
        let error = try #require(tableError([Route("a", "x", owner: "M"), Route("a", "y", owner: "N")]))
        #expect(error.kind == .duplicateName)
        #expect(error.description.contains("`x` (M)"))
    }

    @Test func addingAConflictingRouteLeavesTheTableUnchanged() throws {
        let table = try RouteTable([Route("a", "card/:id")], configuration: configuration)
        #expect(throws: RouteError.self) {
            try table.adding([Route("b", "other"), Route("c", "card/:cardID")])
        }
        #expect(table.routes.map(\.name) == ["a"])
        #expect(table.route(named: "b") == nil)
        let bigger = try table.adding([Route("b", "other")])
        #expect(bigger.routes.map(\.name) == ["a", "b"])
        #expect(try bigger.match("nuapp://other").route.name == "b")
    }

    @Test func lintReportsEveryProblemOfRoutesThatCannotFormATable() throws {
        let findings = RouteTable.lint([
            try Route("a", "card/:id"), try Route("b", "card/:cardID"),
            try Route("c", "help/*"), try Route("d", "help/:topic"),
            try Route("d", "dup"),
        ], configuration: configuration)
        #expect(Set(findings.map(\.kind.name)) == ["conflict", "shadowed", "duplicateName"])
        #expect(findings.allSatisfy { $0.severity == .error })
    }

    @Test func overlappingCustomTypesAtTheSamePlaceAreAWarning() throws {
        let even = Route.ParameterType.custom(name: "Even") { Int($0).flatMap { $0 % 2 == 0 ? $0 : nil } }
        let table = try RouteTable([
            Route("even", "n/:n", parameters: ["n": even]),
            Route("int", "n/:n", parameters: ["n": .int]),
            Route("uuid", "u/:u", parameters: ["u": .uuid]),
            Route("bool", "u/:u", parameters: ["u": .bool]),
        ], configuration: configuration)
        let findings = table.lint()
        #expect(try table.match("nuapp://n/4").route.name == "int", "tried in type-key order: Swift.Int < custom:Even")
        #expect(findings.count == 1)
        #expect(findings.first?.kind == .overlappingTypes)
        #expect(findings.first?.severity == .warning)
    }
}

@Suite struct ShadowingTests {
    let configuration = URLConfiguration(schemes: ["nuapp"])

    func shadowed(_ routes: [Route]) -> [[String]] {
        RouteTable.lint(routes, configuration: configuration).filter { $0.kind == .shadowed }.map { $0.routes.map(\.name) }
    }

    @Test func aRouteThatWinsEarlierAndMatchesEverythingLaterShadowsTheOther() throws {
        #expect(shadowed([try Route("p", "a/*/b"), try Route("q", "a/:x/:y")]) == [["p", "q"]])
    }

    @Test func aCatchAllAfterABetterSegmentShadowsLongerRoutes() throws {
        #expect(shadowed([try Route("p", "a/*/b/c"), try Route("q", "a/:x/**")]) == [["p", "q"]])
    }

    @Test func routesThatCanStillWinAreNotShadowed() throws {
        #expect(shadowed([try Route("p", "a/*/b"), try Route("q", "a/:x/c")]).isEmpty)
        #expect(shadowed([try Route("p", "a/b/*"), try Route("q", "a/:x/:y")]).isEmpty)
        #expect(shadowed([try Route("p", "a/**"), try Route("q", "a/:x")]).isEmpty)
        #expect(shadowed([try Route("p", "a/*"), try Route("q", "a/:x", parameters: ["x": .int])]).isEmpty)
    }

    @Test func aShadowedRouteReallyNeverMatches() throws {
        let table = try RouteTable([Route("q", "a/:x/:y")], configuration: configuration)
        #expect(try table.match("nuapp://a/v/b").route.name == "q")
        #expect(throws: RouteError.self) { try table.adding([Route("p", "a/*/b")]) }
    }
}
