import Testing
import WaypointRoutes
import WaypointTestSupport

@Suite struct RouteIndexTests {
    /// Forty routes whose names sort in the reverse of their declaration order.
    private static func routes() throws -> [Route] {
        try (0..<40).map { index in
            try Route("route.\(39 - index)", index.isMultiple(of: 3) ? "r\(index)/:id" : "r\(index)/x/**",
                      parameters: index.isMultiple(of: 3) ? ["id": .int] : [:])
        }
    }

    private static func url(_ index: Int) -> String {
        index.isMultiple(of: 3) ? "x://r\(index)/7" : "x://r\(index)/x/a/b"
    }

    @Test func aMatchNamesThePositionOfItsRouteInTheTablesRoutes() throws {
        let table = try RouteTable(Self.routes().shuffled(), configuration: .init(schemes: ["x"]))
        for index in 0..<40 {
            let match = try table.match(Self.url(index))
            #expect(table.routes[match.routeIndex] == match.route)
            #expect(match.route.name == "route.\(39 - index)")
        }
    }

    @Test func aMatchNamesThePositionOfItsRouteInTheDeclarationsTheTableWasBuiltFrom() throws {
        var generator = SeededGenerator(seed: 12)
        let declared = try Self.routes().shuffled(using: &generator)
        let table = try RouteTable(declared, configuration: .init(schemes: ["x"]))
        for index in 0..<40 {
            let match = try table.match(Self.url(index))
            #expect(declared[match.declarationIndex] == match.route)
        }
    }

    @Test func aTableMadeByAddingCountsDeclarationsInItsRoutesFollowedByTheRoutesAdded() throws {
        let all = try Self.routes()
        let table = try RouteTable(Array(all[20...]), configuration: .init(schemes: ["x"]))
        let added = Array(all[..<20].reversed())
        let bigger = try table.adding(added)
        let declared = table.routes + added
        for index in 0..<40 {
            let match = try bigger.match(Self.url(index))
            #expect(declared[match.declarationIndex] == match.route)
        }
    }

    @Test func routesAreOrderedByNameAsStringsCompareNonASCIINamesAndPrefixesIncluded() throws {
        let names = ["b", "a.b", "a", "ab", "é", "e\u{301}x", "Z", "z", "a\u{0}", "åb", "ä", "a.a", "€", "~"]
        let routes = try names.enumerated().map { try Route($0.element, "p\($0.offset)") }
        let table = try RouteTable(routes, configuration: .init(schemes: ["x"]))
        #expect(table.routes.map(\.name) == names.sorted())
        for name in names { #expect(table.route(named: name)?.name == name) }
    }
}
