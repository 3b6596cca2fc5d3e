import Foundation
import Testing
@_spi(Tooling) import WaypointRoutes
import WaypointTestSupport

/// A route keeps its declared parameter types packed; what `parameters` reports and how the
/// values match must be exactly what was declared.
@Suite struct DeclaredTypesTests {
    /// Built-in and custom types at random positions of patterns longer than the packed capacity.
    @Test func aRouteReportsEveryDeclaredTypeByNameWhateverItsPosition() throws {
        var random = SeededGenerator(seed: 12)
        let choices: [Route.ParameterType?] = [
            nil, .string, .int, .uuid, .bool, .of(Double.self), .of(String.self),
            .custom(name: "Even") { Int($0).flatMap { $0 % 2 == 0 ? $0 : nil } },
        ]
        for _ in 0..<200 {
            let count = Int.random(in: 1...20, using: &random)
            let names = (0..<count).map { "p\($0)" }
            var declared: [String: Route.ParameterType] = [:]
            for name in names {
                if let type = choices.randomElement(using: &random)! { declared[name] = type }
            }
            let route = try Route("r", names.map { ":" + $0 }.joined(separator: "/"), parameters: declared)
            let reported = route.parameters
            #expect(Set(reported.keys) == Set(declared.keys))
            for (name, type) in declared {
                #expect(reported[name]?.name == type.name)
                #expect(reported[name]?.description == type.description)
            }
        }
    }

    @Test func aParameterPastTheFifteenthStillMatchesAsItsDeclaredType() throws {
        let names = (0..<17).map { "p\($0)" }
        let table = try RouteTable(
            [Route("long", names.map { ":" + $0 }.joined(separator: "/"), parameters: ["p16": .int, "p0": .uuid])],
            configuration: URLConfiguration(schemes: ["nuapp"]))
        let id = "3F2504E0-4F89-11D3-9A0C-0305E82C3301"
        let values = [id] + (1..<16).map { "v\($0)" } + ["42"]
        let match = try table.match("nuapp://" + values.joined(separator: "/"))
        #expect(match.parameters.value("p16", as: Int.self) == 42)
        #expect(match.parameters.value("p0", as: UUID.self) == UUID(uuidString: id))
        #expect(match.parameters.value("p15", as: String.self) == "v15")
        #expect(throws: RouteError.self) {
            try table.match("nuapp://" + (values.dropLast() + ["x"]).joined(separator: "/"))
        }
    }

    /// Query declarations share the packed types with the path's: whatever their number, their
    /// types, and the path parameters before them, a route gives them back as declared.
    @Test func aRouteGivesBackItsQueryDeclarationsExactlyWhateverTheirNumberAndTypes() throws {
        var random = SeededGenerator(seed: 31)
        let types: [Route.ParameterType] = [.string, .int, .uuid, .bool, .of(Double.self), .custom(name: "Any") { $0 }]
        let defaults = ["String": "x", "Int": "7", "UUID": "3F2504E0-4F89-11D3-9A0C-0305E82C3301",
                        "Bool": "true", "Double": "1.5", "Any": "y"]
        for _ in 0..<200 {
            let pathCount = Int.random(in: 0...10, using: &random)
            let names = (0..<pathCount).map { "p\($0)" }
            var declared: [String: Route.ParameterType] = [:]
            for name in names where Bool.random(using: &random) { declared[name] = types.randomElement(using: &random)! }
            let query: [Route.QueryParameter] = (0..<Int.random(in: 0...12, using: &random)).map { index in
                let type = types.randomElement(using: &random)!
                switch Int.random(in: 0..<3, using: &random) {
                case 0: return .required("q\(index)", type)
                case 1: return .optional("q\(index)", type)
                default: return .optional("q\(index)", type, default: defaults[type.name])
                }
            }
            let route = try Route("r", (["x"] + names.map { ":" + $0 }).joined(separator: "/"),
                                  parameters: declared, query: query)
            #expect(route.query.map(\.name) == query.map(\.name))
            #expect(route.query.map(\.type.name) == query.map(\.type.name))
            #expect(route.query.map(\.isRequired) == query.map(\.isRequired))
            #expect(route.query.map(\.defaultValue) == query.map(\.defaultValue))
            #expect(route.parameters.mapValues(\.name) == declared.mapValues(\.name))
        }
    }
}
