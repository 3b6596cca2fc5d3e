import Testing
@_spi(Tooling) import WaypointRoutes

@Suite struct QueryTests {
    @Test func declaredQueryValuesAreDecodedTypedAndDefaulted() throws {
        let match = try Fixtures.table().match("nuapp://card/\(Fixtures.cardID)/block?reason=lost+card%21")
        #expect(match.query["reason"] == "lost card!")
        #expect(match.query["amount"] == "0")
        #expect(match.query.value("amount", as: Int.self) == 0)
    }

    @Test func aRouteDeclaringMoreThanEightQueryParametersReadsEveryOne() throws {
        let query: [Route.QueryParameter] = (0..<12).map { .optional("k\($0)", .int, default: "\(100 + $0)") }
        let table = try RouteTable([Route("report", "report", query: query)], configuration: .init(schemes: ["x"]))
        let given = [0, 3, 8, 11]
        let match = try table.match("x://report?" + given.map { "k\($0)=\($0)" }.joined(separator: "&") + "&k3=99&other=1")
        for index in 0..<12 {
            #expect(match.query.value("k\(index)", as: Int.self) == (given.contains(index) ? index : 100 + index))
        }
        #expect(match.extraQuery == ["other": "1"])
        #expect(throws: RouteError.self) { try table.match("x://report?k9=nine") }
    }

    @Test func undeclaredKeysGoToExtraQueryAndTheFirstOccurrenceWins() throws {
        let match = try Fixtures.table().match("nuapp://search?q=a&utm=mail&q=b&utm=x&flag")
        #expect(match.query["q"] == "a")
        #expect(match.query.value("page", as: Int.self) == 1)
        #expect(match.extraQuery == ["utm": "mail", "flag": ""])
    }

    @Test func anOptionalParameterWithoutDefaultStaysAbsent() throws {
        let match = try Fixtures.table().match("nuapp://search")
        #expect(match.query["q"] == nil)
        #expect(match.query.names == ["page"])
    }

    @Test func theFragmentIsIgnoredAfterTheQuery() throws {
        let match = try Fixtures.table().match("nuapp://search?q=x#page=2")
        #expect(match.query["q"] == "x")
        #expect(match.query["page"] == "1")
    }
}
