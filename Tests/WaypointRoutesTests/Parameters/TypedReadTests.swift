import Foundation
import Testing
import WaypointRoutes

@Suite struct TypedReadTests {
    let table: RouteTable

    init() throws {
        table = try RouteTable([
            Route("card", "card/:id/:year/:note/*", parameters: ["id": .uuid, "year": .int],
                  query: [.optional("express", .bool, default: "false"), .optional("page", .int), .optional("tag")]),
            Route("files", "files/**"),
        ], configuration: .init(schemes: ["x"]))
    }

    @Test func aValueReadsAsTheTypeItsParameterDeclaresAndAsNoOtherType() throws {
        let id = "3F2504E0-4F89-11D3-9A0C-0305E82C3301"
        let match = try table.match("x://card/\(id)/2024/a%20b/w?express=true&page=-3&tag=x+y")
        #expect(match.parameters.value("id", as: UUID.self) == UUID(uuidString: id))
        #expect(match.parameters.value("year", as: Int.self) == 2024)
        #expect(match.parameters.value("note", as: String.self) == "a b")
        #expect(match.parameters.value("*", as: String.self) == "w")
        #expect(match.query.value("express", as: Bool.self) == true)
        #expect(match.query.value("page", as: Int.self) == -3)
        #expect(match.query.value("tag", as: String.self) == "x y")
        #expect(match.parameters.value("id", as: String.self) == nil)
        #expect(match.parameters.value("year", as: UUID.self) == nil)
        #expect(match.parameters.value("note", as: Int.self) == nil)
        #expect(match.query.value("express", as: Int.self) == nil)
        #expect(match.query.value("page", as: Bool.self) == nil)
        #expect(match.parameters.value("missing", as: Int.self) == nil)
    }

    @Test func defaultsReadAsTheirDeclaredType() throws {
        let match = try table.match("x://card/3F2504E0-4F89-11D3-9A0C-0305E82C3301/1/n/w")
        #expect(match.query.value("express", as: Bool.self) == false)
        #expect(match.query["express"] == "false")
        #expect(match.query.value("page", as: Int.self) == nil)
    }

    @Test(arguments: [("x://files/a/b/c", "a/b/c"), ("x://files/my%20docs/r%C3%A9sum%C3%A9.pdf", "my docs/résumé.pdf")])
    func aCatchAllReadsAsItsDecodedSegmentsJoinedBySlashes(url: String, text: String) throws {
        let match = try table.match(url)
        #expect(match.parameters["**"] == text)
        #expect(match.parameters.value("**", as: String.self) == text)
    }
}
