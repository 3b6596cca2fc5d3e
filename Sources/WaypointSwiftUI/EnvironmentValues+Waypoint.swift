#if canImport(SwiftUI)
public import SwiftUI
@_spi(HostAuthoring) public import WaypointNavigation

/// The screen a view shows, in its environment.
private struct WaypointScreenKey: EnvironmentKey {
    static let defaultValue: Screen? = nil
}

/// The navigator that drives the host showing a view, in its environment.
private struct NavigatorKey: EnvironmentKey {
    static let defaultValue: Navigator? = nil
}

extension EnvironmentValues {
    /// The screen this view shows, set by ``NavigationRootView`` on each screen's view;
    /// `nil` outside one.
    ///
    /// With `import Waypoint`, a view reaches the flow that owns its screen:
    ///
    /// ```swift
    /// struct CardView: View {
    ///     @Environment(\.waypointScreen) private var screen
    ///     @Environment(\.waypointNavigator) private var navigator
    ///     var body: some View {
    ///         Button("Block") {
    ///             guard let screen else { return }
    ///             try? navigator?.coordinator(owning: screen, as: CardCoordinator.self)?.block()
    ///         }
    ///     }
    /// }
    /// ```
    public var waypointScreen: Screen? {
        get { self[WaypointScreenKey.self] }
        set { self[WaypointScreenKey.self] = newValue }
    }

    /// The navigator that drives the ``SwiftUIHost`` showing this view, set by
    /// ``NavigationRootView`` on each screen's view; `nil` outside one or before a navigator
    /// took the host.
    ///
    /// ```swift
    /// @Environment(\.waypointNavigator) private var navigator
    /// // ...
    /// try navigator?.execute(.pop)
    /// ```
    public var waypointNavigator: Navigator? {
        get { self[NavigatorKey.self] }
        set { self[NavigatorKey.self] = newValue }
    }
}

/// One screen's view with its ``Screen`` and the host's navigator in its environment.
@MainActor
struct ScreenEnvironment<Content: View>: View {
    let host: SwiftUIHost
    let screen: Screen
    let content: @MainActor (Screen) -> Content

    var body: some View {
        content(screen)
            .environment(\.waypointScreen, screen)
            .environment(\.waypointNavigator, host.navigator)
    }
}
#endif
