import Testing
import WaypointRoutes

@Suite struct RouteTests {
    @Test func aRouteDeclaresTypesOnlyForParametersItsPatternHas() {
        #expect(throws: RouteError.self) { try Route("x", "card/:cardID", parameters: ["id": .int]) }
        do {
            _ = try Route("x", "card/:cardID", parameters: ["id": .int])
        } catch {
            #expect(error.kind == .unknownParameter)
            #expect(error.detail == "id")
        }
    }

    @Test func queryKeysAreDeclaredOnceAndDefaultsMustConvert() {
        #expect(throws: RouteError.self) { try Route("x", "a", query: [.required("q"), .optional("q")]) }
        #expect(throws: RouteError.self) { try Route("x", "a", query: [.optional("page", .int, default: "one")]) }
        #expect(throws: RouteError.self) { try Route("", "a") }
    }

    @Test func routesAreEqualByName() throws {
        #expect(try Route("a", "x", owner: "M") == Route("a", "y", owner: "N"))
        #expect(try Route("a", "x") != Route("b", "x"))
        #expect(try Route("card.block", "card/:cardID/block", owner: "Cards").description
            == "card.block card/:cardID/block (Cards)")
    }

    @Test func routesWithTheSameNameHashAlikeWhateverTheirPatterns() throws {
        let routes = try (0..<50).map { try Route("route.\($0)", "a/\($0)") }
        let again = try (0..<50).map { try Route("route.\($0)", "b/:\($0 == 0 ? "x" : "y")") }
        let byRoute = Dictionary(uniqueKeysWithValues: routes.enumerated().map { ($1, $0) })
        for (index, route) in again.enumerated() {
            #expect(route.hashValue == routes[index].hashValue)
            #expect(byRoute[route] == index)
        }
        #expect(Set(routes + again).count == 50)
    }

    @Test func customAndLosslessTypesConvertThroughTheirOwnRules() throws {
        let even = Route.ParameterType.custom(name: "EvenInt") { Int($0).flatMap { $0 % 2 == 0 ? $0 : nil } }
        let table = try RouteTable(
            [
                Route("even", "n/:n", parameters: ["n": even]),
                Route("other", "m/:n", parameters: ["n": .of(Double.self)]),
            ], configuration: .init(schemes: ["x"]))
        #expect(try table.match("x://n/4").route.name == "even")
        #expect(try table.match("x://n/4").parameters.value("n", as: Int.self) == 4)
        #expect(throws: RouteError.self) { try table.match("x://n/3") }
        #expect(try table.match("x://m/2.5").parameters.value("n", as: Double.self) == 2.5)
        #expect(even.description == "EvenInt")
        #expect(Route.ParameterType.of(Double.self).description == "Double")
    }
}
