import Waypoint

/// Records the windows a hub asks for, and can refuse them as a platform would.
@MainActor final class RecordingOpener: SceneOpener {
    private(set) var opened: [SceneID.Kind] = []
    private var failures: [@MainActor @Sendable (String) -> Void] = []

    func open(_ kind: SceneID.Kind, onFailure: @escaping @MainActor @Sendable (String) -> Void) {
        opened.append(kind)
        failures.append(onFailure)
    }

    /// Refuses every window asked for so far.
    func refuse(_ reason: String) {
        for failure in failures { failure(reason) }
        failures = []
    }
}

extension HubFixture {
    /// Opens another window on its own in-memory host, with a home screen, and registers it.
    func openWindow(_ id: SceneID, kind: SceneID.Kind = .main) -> Navigator {
        let navigator = Navigator(host: InMemoryHost())
        try! navigator.execute(.setRoot(.stack([navigator.makeScreen(ProbeScreen.home, owner: .app)])))
        hub.register(navigator: navigator, scene: id, kind: kind)
        return navigator
    }
}

extension Navigator {
    /// The screens flows (not the app) put on this navigator.
    var flowScreens: Int { state.screens.filter { $0.owner != .app }.count }
}

/// A policy pinning a route to a window placement.
func placed(_ placement: RoutePolicy.ScenePlacement, sources: Set<RequestSource> = [.inApp]) -> RoutePolicy {
    var policy = RoutePolicy(allowedSources: sources)
    policy.scene = placement
    return policy
}
