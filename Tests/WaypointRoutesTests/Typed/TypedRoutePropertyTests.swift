import Foundation
import PropertyBased
import Testing
import WaypointRoutes

@Suite struct TypedRoutePropertyTests {
    @Test func valueToURLToMatchToValueIsTheIdentity() async throws {
        let table = try RouteTable([BlockCard.route(), Statement.route()],
                                   configuration: URLConfiguration(schemes: ["nuapp"], hosts: ["bank.example"]))
        await propertyCheck(count: 300, input: Gen.int(in: 0...1_000_000)) { seed in
            var random = SeededGenerator(seed: seed)
            let text = { (random: inout SeededGenerator) -> String in
                let alphabet = Array("aZ09 /?&=#%+-._~é€😀")
                return String((0..<Int.random(in: 1...12, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
            }
            let card = BlockCard(cardID: Int.random(in: Int.min...Int.max, using: &random),
                                 reason: Bool.random(using: &random) ? text(&random) : nil)
            do { #expect(try BlockCard(table.match(card.url(in: table))) == card) } catch { Issue.record("\(card): \(error)") }
            let statement = Statement(
                accountID: UUID(), year: Int.random(in: -5_000...5_000, using: &random),
                format: StatementFormat.allCases.randomElement(using: &random)!,
                express: [true, false, nil].randomElement(using: &random)!,
                note: Bool.random(using: &random) ? text(&random) : nil,
                amount: Bool.random(using: &random) ? Double.random(in: -1e9...1e9, using: &random) : nil)
            do {
                #expect(try Statement(table.match(statement.url(in: table))) == statement)
            } catch {
                Issue.record("\(statement): \(error)")
            }
        }
    }
}
