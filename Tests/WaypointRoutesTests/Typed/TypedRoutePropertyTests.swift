import Foundation
import PropertyBased
import Testing
import WaypointRoutes

@Suite struct TypedRoutePropertyTests {
    /// Text from an alphabet of characters a URL must escape; shrinks towards `"a"`.
    private static let text = Gen.int(in: 0...(alphabet.count - 1)).array(of: 1...12).map { String($0.map { alphabet[$0] }) }
    private static let alphabet = Array("aZ09 /?&=#%+-._~é€😀")

    private static let cards = zip(Gen.int(), text.optional).map { BlockCard(cardID: $0, reason: $1) }

    private static let statements = zip(
        Gen.uint64(), Gen.int(in: -5_000...5_000), Gen.bool, Gen.bool.optional, text.optional, Gen.double(in: -1e9...1e9).optional
    )
    .map { id, year, csv, express, note, amount in
        Statement(
            accountID: UUID(uuid: withUnsafeBytes(of: (id, ~id)) { $0.load(as: uuid_t.self) }), year: year,
            format: csv ? .csv : .pdf, express: express, note: note, amount: amount)
    }

    @Test func valueToURLToMatchToValueIsTheIdentity() async throws {
        let table = try RouteTable([BlockCard.route(), Statement.route()],
                                   configuration: URLConfiguration(schemes: ["nuapp"], hosts: ["bank.example"]))
        await propertyCheck(count: 300, input: Self.cards, Self.statements) { card, statement in
            do { #expect(try BlockCard(table.match(card.url(in: table))) == card) } catch { Issue.record("\(card): \(error)") }
            do {
                #expect(try Statement(table.match(statement.url(in: table))) == statement)
            } catch {
                Issue.record("\(statement): \(error)")
            }
        }
    }
}
