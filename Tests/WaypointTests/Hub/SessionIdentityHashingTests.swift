import Testing
import Waypoint
import WaypointTestSupport

/// Session identities hash with a cheap mix of their number: sets and dictionaries keyed by
/// them must still find every identity, tell different ones apart, and agree with `==`.
@Suite struct SessionIdentityHashingTests {
    @Test func aDictionaryOfManySessionIdentitiesFindsEachOneAndNothingElse() {
        var byID: [RoutingSession.ID: UInt64] = [:]
        for number in 1...20_000 as ClosedRange<UInt64> { byID[RoutingSession.ID(number)] = number * 3 }
        #expect(byID.count == 20_000)
        for number in 1...20_000 as ClosedRange<UInt64> { #expect(byID[RoutingSession.ID(number)] == number * 3) }
        #expect(byID[RoutingSession.ID(0)] == nil)
        #expect(byID[RoutingSession.ID(20_001)] == nil)
        #expect(byID[RoutingSession.ID(.max)] == nil)
    }

    @Test func equalIdentitiesHashAlikeAlsoInsideOtherHashableValues() {
        struct Key: Hashable {
            let session: RoutingSession.ID
            let scene: String
        }
        #expect(RoutingSession.ID(42).hashValue == RoutingSession.ID(42).hashValue)
        #expect(Key(session: RoutingSession.ID(7), scene: "main").hashValue == Key(session: RoutingSession.ID(7), scene: "main").hashValue)
        let keys: Set<Key> = [Key(session: RoutingSession.ID(7), scene: "main"), Key(session: RoutingSession.ID(7), scene: "main")]
        #expect(keys.count == 1)
    }

    @Test func neighbouringIdentitiesSpreadOverTheHashSpace() {
        // Consecutive numbers (what the hub hands out) must not crowd a few buckets: the low
        // bits a dictionary picks its bucket with take every value across 4,096 identities.
        let buckets = Set((1...4_096 as ClosedRange<UInt64>).map { RoutingSession.ID($0).hashValue & 0xFFF })
        #expect(buckets.count > 2_400)
    }

    @Test func removingAndReinsertingIdentitiesKeepsASetConsistent() {
        var random = SeededGenerator(seed: 2_026)
        var set: Set<RoutingSession.ID> = []
        var model: [Bool] = Array(repeating: false, count: 512)
        for _ in 0..<10_000 {
            let number = Int(random.next() % 512)
            if random.next() % 2 == 0 {
                set.insert(RoutingSession.ID(UInt64(number)))
                model[number] = true
            } else {
                set.remove(RoutingSession.ID(UInt64(number)))
                model[number] = false
            }
        }
        #expect(set.count == model.filter { $0 }.count)
        for number in model.indices { #expect(set.contains(RoutingSession.ID(UInt64(number))) == model[number]) }
    }
}
