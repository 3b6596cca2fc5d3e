import Testing
import WaypointNavigation
import WaypointTestSupport

/// One registry for both hosts: a bridged registry shows what the original registered, through
/// the other platform's view, and refuses what it refuses.
@MainActor @Suite struct ScreenRegistryBridgingTests {
    private func registry() throws -> ScreenRegistry<String> {
        var views = ScreenRegistry<String>()
        try views.register(Place.self, module: "Places") { place in "view of \(place)" }
        return views
    }

    @Test func aBridgedRegistryBuildsEachScreensViewThenHandsItToTheBridge() throws {
        let views = try registry()
        let controllers = views.bridged { view, screen, _ in "hosting(\(view)) for \(screen.id)" }
        let shown = screen(3)
        #expect(try controllers.view(for: shown) == "hosting(\(try views.view(for: shown))) for #3")
    }

    @Test func aBridgedRegistryKeepsTheModulesAndTheRestorableTypes() throws {
        let views = try registry()
        let controllers = views.bridged { view, _, _ in view.count }
        #expect(controllers.module(showing: Place.self) == "Places")
        #expect(controllers.typeNames == views.typeNames)
        #expect(controllers.destinations.typeNames == views.destinations.typeNames)
    }

    @Test func aScreenNobodyRegisteredIsRefusedByTheBridgedRegistryAndTheBridgeNeverRuns() throws {
        var bridgedViews = 0
        let controllers = try registry().bridged { view, _, _ in
            bridgedViews += 1
            return view
        }
        let alert = Screen(id: Screen.ID(4), destination: Form.filling, owner: .app)
        let error = #expect(throws: NavigationError.self) { try controllers.view(for: alert) }
        #expect(error?.kind == .unknownDestination)
        #expect(bridgedViews == 0)
    }
}
