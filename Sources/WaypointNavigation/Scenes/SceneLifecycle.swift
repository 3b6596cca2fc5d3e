/// What learns about the app's windows: a routing hub, which gives each window its own
/// navigation.
///
/// Hosts report each window's life through it — registered with its navigator when it connects,
/// activated when it comes to the foreground, unregistered when it closes — and install the
/// platform's ``SceneOpener``. WaypointSwiftUI's `routingScene(_:navigator:kind:)` modifier
/// does all of it for a `WindowGroup`'s windows; a UIKit scene delegate calls it from its
/// `UIWindowSceneDelegate` methods.
///
/// ```swift
/// func sceneDidBecomeActive(_ scene: UIScene) {
///     hub.activate(scene: SceneID(scene.session))
/// }
/// ```
@MainActor public protocol SceneLifecycle: AnyObject {
    /// Asks the platform for new windows; `nil` when the app cannot open any.
    var sceneOpener: (any SceneOpener)? { get set }
    /// A window connected; `navigator` drives what it shows.
    func register(navigator: Navigator, scene: SceneID, kind: SceneKind)
    /// The user works in this window now.
    func activate(scene: SceneID)
    /// The window closed: what it showed ends.
    func unregister(scene: SceneID)
}
