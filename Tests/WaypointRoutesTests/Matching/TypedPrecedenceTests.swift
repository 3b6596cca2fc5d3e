import Testing
import WaypointRoutes

/// Typed parameters of different types at one place are tried in a fixed order by type (their
/// type keys: `custom:NAME` for custom types, the type's full name otherwise), so the route a
/// URL reaches never depends on the order routes were registered in.
@Suite struct TypedPrecedenceTests {
    private static let small = Route.ParameterType.custom(name: "A.Small") { Int($0).flatMap { $0 < 100 ? $0 : nil } }
    private static let even = Route.ParameterType.custom(name: "B.Even") { Int($0).flatMap { $0 % 2 == 0 ? $0 : nil } }
    private let configuration = URLConfiguration(schemes: ["nuapp"])

    private func table(_ routes: [Route]) throws -> RouteTable {
        try RouteTable(routes, configuration: configuration)
    }

    @Test func aValueBothTypesConvertGoesToTheTypeFirstInKeyOrderWhateverTheRegistrationOrder() throws {
        let small = try Route("small", "n/:n", parameters: ["n": Self.small])
        let even = try Route("even", "n/:n", parameters: ["n": Self.even])
        for routes in [[small, even], [even, small]] {
            let table = try table(routes)
            #expect(try table.match("nuapp://n/4").route.name == "small", "custom:A.Small comes before custom:B.Even")
            #expect(try table.match("nuapp://n/3").route.name == "small")
            #expect(try table.match("nuapp://n/400").route.name == "even")
        }
    }

    @Test func builtInTypesAreTriedBeforeCustomOnesInTheOrderOfTheirFullNames() throws {
        // "Foundation.UUID" < "Swift.Int" < "custom:Any" (uppercase sorts first): a custom type
        // that takes every value gets only what no built-in type at that place converts.
        let anything = Route.ParameterType.custom(name: "Any") { $0 }
        let routes = [
            try Route("any", "v/:v", parameters: ["v": anything]),
            try Route("int", "v/:v", parameters: ["v": .int]),
            try Route("uuid", "v/:v", parameters: ["v": .uuid]),
        ]
        for table in [try table(routes), try table(routes.reversed())] {
            #expect(try table.match("nuapp://v/1").route.name == "int")
            #expect(try table.match("nuapp://v/3F2504E0-4F89-11D3-9A0C-0305E82C3301").route.name == "uuid")
            #expect(try table.match("nuapp://v/one").route.name == "any")
        }
    }

    @Test func whenTheFirstTypeLeadsNowhereTheNextTypeIsTried() throws {
        let table = try table([
            try Route("small.edit", "n/:n/edit", parameters: ["n": Self.small]),
            try Route("even.view", "n/:n/view", parameters: ["n": Self.even]),
        ])
        #expect(try table.match("nuapp://n/4/view").route.name == "even.view")
        #expect(try table.match("nuapp://n/4/edit").route.name == "small.edit")
    }
}
