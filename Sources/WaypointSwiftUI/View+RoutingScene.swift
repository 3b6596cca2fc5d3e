#if canImport(SwiftUI)
public import SwiftUI
@_spi(HostAuthoring) public import WaypointNavigation

extension View {
    /// Gives the window this view is the root of its own navigation in a routing hub.
    ///
    /// Put it on the root view of a `WindowGroup(id:)` whose `id` is the window's kind. The
    /// window gets an identity kept in its scene storage (the same after a relaunch); it is
    /// registered with `navigator` when it appears, reported active when its scene phase becomes
    /// `.active`, and unregistered — its flows end — when it disappears. The first window also
    /// installs a ``SwiftUISceneOpener`` built on the environment's `openWindow`, when the
    /// platform supports several windows and the hub has no opener yet.
    ///
    /// ```swift
    /// WindowGroup(id: "support") {
    ///     SupportWindow(model: SupportWindowModel())
    /// }
    /// // SupportWindow's body:
    /// NavigationRootView(host: model.host) { screen in ScreenView(screen) }
    ///     .routingScene(hub, navigator: model.navigator, kind: "support")
    /// ```
    ///
    /// - Parameters:
    ///   - lifecycle: what learns about the windows (the routing hub).
    ///   - navigator: the navigator of this window.
    ///   - kind: the window's kind: its `WindowGroup`'s `id`.
    /// - Returns: the view, reporting its window's life.
    @MainActor
    public func routingScene(_ lifecycle: some SceneLifecycle, navigator: Navigator, kind: SceneID.Kind = .main) -> some View {
        modifier(RoutingSceneModifier(lifecycle: lifecycle, navigator: navigator, kind: kind))
    }
}

/// Reports one window's life to a ``WaypointNavigation/SceneLifecycle``.
@MainActor
struct RoutingSceneModifier: ViewModifier {
    let lifecycle: any SceneLifecycle
    let navigator: Navigator
    let kind: SceneID.Kind
    @SceneStorage("waypoint.scene") private var storedID = ""
    @Environment(\.scenePhase) private var phase
    @Environment(\.openWindow) private var openWindow
    @Environment(\.supportsMultipleWindows) private var supportsMultipleWindows

    func body(content: Content) -> some View {
        content
            .onAppear { @MainActor in
                let id = storedID.isEmpty ? UUID().uuidString : storedID
                storedID = id
                lifecycle.handle(
                    .connected(
                        SceneID(id), navigator: navigator, activityType: nil, defaultKind: kind,
                        opener: supportsMultipleWindows ? SwiftUISceneOpener(openWindow) : nil))
            }
            .onChange(of: phase) { @MainActor _, phase in
                lifecycle.handle(.phaseChanged(SceneID(storedID), isActive: phase == .active))
            }
            .onDisappear { @MainActor in
                lifecycle.handle(.disconnected(SceneID(storedID)))
            }
    }
}
#endif
