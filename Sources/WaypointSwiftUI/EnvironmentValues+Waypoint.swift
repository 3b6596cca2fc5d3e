#if canImport(SwiftUI)
public import SwiftUI
@_spi(HostAuthoring) public import WaypointNavigation

/// The screen a view shows, in its environment.
private struct WaypointScreenKey: EnvironmentKey {
    static let defaultValue: Screen? = nil
}

extension EnvironmentValues {
    /// The screen this view shows, set by ``NavigationRootView`` on each screen's view;
    /// `nil` outside one.
    ///
    /// The navigator is in the environment too, as `@Environment(Navigator.self)`. With
    /// `import Waypoint`, a view reaches the flow that owns its screen:
    ///
    /// ```swift
    /// struct CardView: View {
    ///     @Environment(\.waypointScreen) private var screen
    ///     @Environment(Navigator.self) private var navigator
    ///     var body: some View {
    ///         Button("Block") {
    ///             guard let screen else { return }
    ///             try? navigator.coordinator(owning: screen, as: CardCoordinator.self)?.block()
    ///         }
    ///     }
    /// }
    /// ```
    public var waypointScreen: Screen? {
        get { self[WaypointScreenKey.self] }
        set { self[WaypointScreenKey.self] = newValue }
    }
}

/// One screen's view with its ``Screen`` in its environment.
@MainActor
struct ScreenEnvironment<Content: View>: View {
    let screen: Screen
    let content: @MainActor (Screen) -> Content

    var body: some View {
        content(screen).environment(\.waypointScreen, screen)
    }
}

/// Puts the navigator that drives `host` in the environment, as `@Environment(Navigator.self)`.
///
/// Every level of a ``NavigationRootView`` shows something only once a navigator drives its
/// host, so every screen, sheet and cover below it finds one: the environment value is not
/// optional.
@MainActor
struct NavigatorEnvironment: ViewModifier {
    let host: SwiftUIHost

    func body(content: Content) -> some View {
        if let navigator = host.navigator {
            content.environment(navigator)
        } else {
            content
        }
    }
}
#endif
