import Foundation
import Testing
import WaypointRoutes

/// A route keeps its declared parameter types packed; what `parameters` reports and how the
/// values match must be exactly what was declared.
@Suite struct DeclaredTypesTests {
    /// Built-in and custom types at random positions of patterns longer than the packed capacity.
    @Test func aRouteReportsEveryDeclaredTypeByNameWhateverItsPosition() throws {
        var random = SeededGenerator(seed: 12)
        let choices: [ParameterType?] = [
            nil, .string, .int, .uuid, .bool, .of(Double.self), .of(String.self),
            .custom(name: "Even") { Int($0).flatMap { $0 % 2 == 0 ? $0 : nil } },
        ]
        for _ in 0..<200 {
            let count = Int.random(in: 1...20, using: &random)
            let names = (0..<count).map { "p\($0)" }
            var declared: [String: ParameterType] = [:]
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
        #expect(throws: RouteMatchError.self) {
            try table.match("nuapp://" + (values.dropLast() + ["x"]).joined(separator: "/"))
        }
    }
}
