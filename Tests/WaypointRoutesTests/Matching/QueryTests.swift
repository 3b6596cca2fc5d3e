import Testing
import WaypointRoutes

@Suite struct QueryTests {
    @Test func declaredQueryValuesAreDecodedTypedAndDefaulted() throws {
        let match = try Fixtures.table().match("nuapp://card/\(Fixtures.cardID)/block?reason=lost+card%21")
        #expect(match.query["reason"] == "lost card!")
        #expect(match.query["amount"] == "0")
        #expect(match.query.value("amount", as: Int.self) == 0)
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
