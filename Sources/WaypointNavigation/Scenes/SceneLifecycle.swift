/// What learns about the app's windows: a routing hub, which gives each window its own
/// navigation.
///
/// Hosts report each window's life through `handle(_:)` as `SceneEvent`s (behind the `HostAuthoring` SPI) — connected with its
/// navigator, in or out of the foreground, disconnected — which registers, activates and
/// unregisters the window and installs the platform's ``SceneOpener``. WaypointSwiftUI's
/// `routingScene(_:navigator:kind:)` modifier does all of it for a `WindowGroup`'s windows; a
/// UIKit scene delegate calls WaypointUIKit's `connect`, `activate` and `disconnect` from its
/// `UIWindowSceneDelegate` methods.
///
/// ```swift
/// func sceneDidBecomeActive(_ scene: UIScene) {
///     hub.handle(.phaseChanged(SceneID(scene.session.persistentIdentifier), isActive: true))
/// }
/// ```
@MainActor public protocol SceneLifecycle: AnyObject {
    /// Asks the platform for new windows; `nil` when the app cannot open any.
    @_spi(HostAuthoring) var sceneOpener: (any SceneOpener)? { get set }
    /// A window connected; `navigator` drives what it shows.
    @_spi(HostAuthoring) func register(navigator: Navigator, scene: SceneID, kind: SceneID.Kind)
    /// The user works in this window now.
    @_spi(HostAuthoring) func activate(scene: SceneID)
    /// The window closed: what it showed ends.
    @_spi(HostAuthoring) func unregister(scene: SceneID)
}
