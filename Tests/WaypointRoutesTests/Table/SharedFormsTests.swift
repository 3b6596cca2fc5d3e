import Testing
@_spi(Tooling) import WaypointRoutes

/// A table compiles each distinct form of values once and shares it between routes: routes that
/// differ in anything a match reads (a parameter's name, type or place, a query parameter's
/// name, type, presence or default) must each read their own values.
@Suite struct SharedFormsTests {
    private static let table = Result {
        try RouteTable([
            Route("a", "a/:id", parameters: ["id": .int], query: [.optional("page", .int, default: "1")]),
            Route("a.same", "same/:id", parameters: ["id": .int], query: [.optional("page", .int, default: "1")]),
            Route("b", "b/:ident", parameters: ["ident": .int], query: [.optional("page", .int, default: "1")]),
            Route("c", "c/:id", parameters: ["id": .string], query: [.optional("page", .int, default: "1")]),
            Route("d", "d/:id", parameters: ["id": .int], query: [.optional("page", .int, default: "2")]),
            Route("e", "e/:id", parameters: ["id": .int], query: [.required("page", .int)]),
            Route("f", "f/:id", parameters: ["id": .int], query: [.optional("pages", .int, default: "1")]),
            Route("g", "g/x/:id", parameters: ["id": .int], query: [.optional("page", .int, default: "1")]),
            Route("h", "h/:id/*/x/**"),
            Route("i", "i/*/:id/x/**"),
            Route("j", "j/:id", parameters: ["id": .int], query: [.optional("page", .string, default: "1")]),
        ], configuration: .init(schemes: ["x"]))
    }

    @Test func routesOfTheSameFormReadTheirValuesAlike() throws {
        let table = try Self.table.get()
        for name in ["a", "same"] {
            let match = try table.match("x://\(name)/7")
            #expect(match.parameters.value("id", as: Int.self) == 7)
            #expect(match.query.value("page", as: Int.self) == 1)
        }
    }

    @Test func routesThatDifferInAnythingTheyReadKeepTheirOwnNamesTypesAndDefaults() throws {
        let table = try Self.table.get()
        #expect(try table.match("x://b/7").parameters.names == ["ident"])
        #expect(try table.match("x://b/7").parameters.value("ident", as: Int.self) == 7)
        #expect(try table.match("x://c/seven").parameters["id"] == "seven")
        #expect(try table.match("x://d/7").query.value("page", as: Int.self) == 2)
        #expect(throws: RouteError.self) { try table.match("x://e/7") }
        #expect(try table.match("x://e/7?page=3").query.value("page", as: Int.self) == 3)
        #expect(try table.match("x://f/7").query.names == ["pages"])
        #expect(try table.match("x://g/x/7").parameters.value("id", as: Int.self) == 7)
        #expect(try table.match("x://j/7").query.value("page", as: String.self) == "1")
        #expect(try table.match("x://j/7").query.value("page", as: Int.self) == nil)
        let h = try table.match("x://h/1/2/x/3/4")
        #expect(h.parameters.texts == ["id": "1", "*": "2", "**": "3/4"])
        let i = try table.match("x://i/1/2/x/3/4")
        #expect(i.parameters.texts == ["*": "1", "id": "2", "**": "3/4"])
    }
}
