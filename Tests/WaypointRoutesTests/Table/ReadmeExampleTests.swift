import Foundation
import Testing
import WaypointRoutes

/// The WaypointRoutes documentation's overview example, line for line, with its comments as expectations.
@Suite struct ReadmeExampleTests {
    @Test func theReadmeRoutesExampleWorksAsWritten() throws {
        let table = try RouteTable([
            Route("card.detail", "card/:cardID", parameters: ["cardID": .uuid], owner: "Cards"),
            Route("card.block", "card/:cardID/block", parameters: ["cardID": .uuid],
                  query: [.required("reason"), .optional("amount", .int, default: "0")], owner: "Cards"),
            Route("statement", "accounts/:accountID/statements/:year",
                  parameters: ["year": .int], owner: "Accounts"),
            Route("help", "help/**", owner: "Help"),
        ], configuration: URLConfiguration(schemes: ["nuapp"], hosts: ["bank.example"]))

        let match = try table.match(
            "https://bank.example/card/3F2504E0-4F89-11D3-9A0C-0305E82C3301/block?reason=lost%20card")
        #expect(match.route.name == "card.block")
        #expect(match.parameters.value("cardID", as: UUID.self) == UUID(uuidString: "3F2504E0-4F89-11D3-9A0C-0305E82C3301"))
        #expect(match.query["reason"] == "lost card")
        #expect(match.query.value("amount", as: Int.self) == 0)

        #expect(try table.match("nuapp://help/cards/limits").parameters["**"] == "cards/limits")

        #expect(try table.url(for: "statement", parameters: ["accountID": "main account", "year": "2025"])
            == "nuapp://accounts/main%20account/statements/2025")

        do {
            _ = try table.match("nuapp://card/3F2504E0-4F89-11D3-9A0C-0305E82C3301/blok")
            Issue.record("expected an error")
        } catch {
            #expect(error.kind.name == "unknownRoute")
            #expect(error.suggestions == ["card/:cardID/block"])
        }
    }
}
