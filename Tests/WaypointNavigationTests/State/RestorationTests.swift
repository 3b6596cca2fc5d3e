import Foundation
import Testing
import WaypointNavigation

@Suite @MainActor struct RestorationTests {
    private func roundTrip(_ state: NavigationState) throws -> NavigationState {
        let data = try JSONEncoder().encode(state)
        let decoder = JSONDecoder()
        decoder.userInfo[DestinationRegistry.userInfoKey] = DestinationRegistry(Place.self)
        return try decoder.decode(NavigationState.self, from: data)
    }

    @Test(arguments: 0..<200 as Range<UInt64>)
    func encodingAndDecodingGivesTheSameState(seed: UInt64) throws {
        var random = RandomStates(seed: seed)
        let state = random.state()
        #expect(try roundTrip(state) == state, "seed \(seed)")
    }

    @Test(arguments: 0..<40 as Range<UInt64>)
    func aRestoredStateIsReappliedToAFreshHostAndNewScreensNeverCollide(seed: UInt64) async throws {
        var random = RandomStates(seed: seed)
        let restored = try roundTrip(random.state())
        let host = InMemoryHost(timing: .manual)
        let navigator = Navigator(host: host, state: restored, ids: ScreenIDGenerator(after: restored.maxScreenID))
        host.finishAllTransitions()
        await navigator.settle()
        #expect(host.shown == restored)
        #expect(host.performedSteps.count == NavigationDiff.steps(from: .empty, to: restored).count)
        let fresh = navigator.makeScreen(Place.home)
        #expect(!restored.screens.contains { $0.id == fresh.id })
    }
}
