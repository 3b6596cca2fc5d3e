import Testing
import WaypointRoutes

@Suite struct RouteIndexTests {
    @Test func aMatchNamesThePositionOfItsRouteInTheTablesRoutes() throws {
        let routes = try (0..<40).map { index in
            try Route("route.\(39 - index)", index.isMultiple(of: 3) ? "r\(index)/:id" : "r\(index)/x/**",
                      parameters: index.isMultiple(of: 3) ? ["id": .int] : [:])
        }
        let table = try RouteTable(routes.shuffled(), configuration: .init(schemes: ["x"]))
        for index in 0..<40 {
            let match = try table.match(index.isMultiple(of: 3) ? "x://r\(index)/7" : "x://r\(index)/x/a/b")
            #expect(table.routes[match.routeIndex] == match.route)
            #expect(match.route.name == "route.\(39 - index)")
        }
    }
}
