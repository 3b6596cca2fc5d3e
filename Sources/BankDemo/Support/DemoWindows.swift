import Waypoint

/// The demo's windows beyond the main one, standing in for the platform (an iPad's scenes): when
/// the hub asks for a window of a kind, one connects a turn later on its own in-memory host,
/// showing the support inbox, and registers its navigator, as a scene delegate would.
@MainActor
final class DemoWindows: SceneOpener {
    weak var hub: RoutingHub?
    private(set) var hosts: [SceneID: InMemoryHost] = [:]
    private var navigators: [SceneID: Navigator] = [:]
    private var opened = 0

    func open(_ kind: SceneID.Kind, onFailure: @escaping @MainActor @Sendable (String) -> Void) {
        Task { @MainActor [weak self] in self?.connect(kind) }
    }

    /// A window of `kind` connects.
    @discardableResult
    func connect(_ kind: SceneID.Kind) -> SceneID {
        opened += 1
        let id = SceneID("\(kind)-\(opened)")
        let host = InMemoryHost()
        let navigator = Navigator(host: host)
        _ = try? navigator.execute(.setRoot(.stack([navigator.makeScreen(Support.inbox, owner: .app)])))
        hosts[id] = host
        navigators[id] = navigator
        hub?.register(navigator: navigator, scene: id, kind: kind)
        return id
    }

    /// The user closes a window.
    func close(_ id: SceneID) {
        hub?.unregister(scene: id)
        hosts[id] = nil
        navigators[id] = nil
    }

    /// The navigator of an open window.
    func navigator(_ id: SceneID) -> Navigator? { navigators[id] }
}
