import Testing
@testable import WaypointRoutes

/// The one edit distance behind every "did you mean" of the package (unknown URLs, misspelt
/// override names and keys).
@Suite struct EditDistanceTests {
    private func distance(_ a: String, _ b: String) -> Int { EditDistance.between(Array(a.utf8), Array(b.utf8)) }

    @Test func aSwapOfTwoNeighbouringLettersCostsOneEdit() {
        #expect(distance("cards", "crads") == 1)
        #expect(distance("cards", "cards") == 0)
        #expect(distance("", "pay") == 3)
        #expect(distance("payments", "pay") == 5)
    }

    @Test func theDistanceIsTheSameBothWays() {
        let words = ["", "a", "pay", "payment", "accounts", "acount", "cards/:id", "crad"]
        for a in words {
            for b in words { #expect(distance(a, b) == distance(b, a), "\(a) ↔ \(b)") }
        }
    }

    @Test func theNearestNameIgnoresCaseAndRefusesNamesTooFarAway() {
        #expect(EditDistance.nearest(to: "Acount", in: ["account", "cards"]) == "account")
        #expect(EditDistance.nearest(to: "transfers", in: ["account", "cards"]) == nil)
        #expect(EditDistance.nearest(to: "card", in: ["cards", "carp"]) == "cards")
    }
}
