import Foundation
import PropertyBased
import Testing
@_spi(HostAuthoring) import WaypointNavigation
import WaypointTestSupport

@Suite @MainActor struct RestorationTests {
    private func roundTrip(_ state: NavigationState) throws -> NavigationState {
        let data = try JSONEncoder().encode(state)
        let decoder = JSONDecoder()
        decoder.userInfo[DestinationRegistry.userInfoKey] = DestinationRegistry(Place.self)
        return try decoder.decode(NavigationState.self, from: data)
    }

    @Test func encodingAndDecodingGivesTheSameStateWithoutItsAlertAndWidth() async throws {
        await propertyCheck(count: 200, input: Gen.navigationState) { state in
            var expected = state
            expected.modals = state.modals.filter { !$0.style.isAlert }
            expected.width = .compact
            let restored = try roundTrip(state)
            #expect(restored == expected)
        }
    }

    @Test func anAlertOnTopIsDroppedOnSaveWhileTheLevelsBelowAndTheirDetentsAreKept() throws {
        let alert = AlertContent("Block card?", actions: [AlertAction("Block", role: .destructive), AlertAction("Keep", role: .cancel)])
        let state = NavigationState(
            root: stack(1),
            modals: [Modal(.sheet, stack(2), detents: [.medium, .large]), Modal(.popover, stack(3)), Modal(.alert, .screen(Screen(id: Screen.ID(4), destination: alert)))],
            width: .regular)
        let restored = try roundTrip(state)
        #expect(restored == NavigationState(root: stack(1), modals: [Modal(.sheet, stack(2), detents: [.medium, .large]), Modal(.popover, stack(3))]))
        #expect(restored.isValid)
    }

    @Test func aRestoredStateIsReappliedToAFreshHostAndNewScreensNeverCollide() async throws {
        await propertyCheck(count: 40, input: Gen.navigationState) { state in
            let restored = try roundTrip(state)
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

    @Test func savedDataWithAnAlertLevelRestoresWithoutIt() throws {
        let alert = Modal(.alert, .screen(Screen(id: Screen.ID(2), destination: AlertContent("Sure?", actions: [AlertAction("OK")]))))
        var data = try JSONEncoder().encode(NavigationState(root: stack(1)))
        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        object["modals"] = [try JSONSerialization.jsonObject(with: JSONEncoder().encode(alert))]
        data = try JSONSerialization.data(withJSONObject: object)
        #expect(try roundTrip(NavigationState(root: stack(1))) == NavigationState(root: stack(1)))
        let decoder = JSONDecoder()
        decoder.userInfo[DestinationRegistry.userInfoKey] = DestinationRegistry(Place.self)
        #expect(try decoder.decode(NavigationState.self, from: data) == NavigationState(root: stack(1)))
    }
}
