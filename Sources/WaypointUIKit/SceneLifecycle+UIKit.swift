#if canImport(UIKit)
public import UIKit
@_spi(HostAuthoring) public import WaypointNavigation

extension SceneID {
    /// The identity of a UIKit window: its session's persistent identifier, which stays the
    /// same when the system reconnects the session after a relaunch.
    ///
    /// ```swift
    /// hub.activate(scene: SceneID(scene.session))
    /// ```
    ///
    /// - Parameter session: the window's scene session.
    @MainActor
    public init(_ session: UISceneSession) {
        self.init(session.persistentIdentifier)
    }
}

extension SceneLifecycle {
    /// Registers a window that connects: called from `scene(_:willConnectTo:options:)`.
    ///
    /// The window's kind is the activity type it was opened for (``UIKitSceneOpener`` opens
    /// windows with one), else `defaultKind`. Install a ``UIKitSceneOpener`` once, at launch:
    /// `hub.sceneOpener = UIKitSceneOpener()`.
    ///
    /// ```swift
    /// func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    ///     guard let windowScene = scene as? UIWindowScene else { return }
    ///     let window = UIWindow(windowScene: windowScene)
    ///     let navigator = Navigator(host: UIKitHost(window: window, screens: makeScreen))
    ///     hub.connect(windowScene, options: options, navigator: navigator)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - scene: the connecting scene.
    ///   - options: its connection options.
    ///   - navigator: the navigator of its window.
    ///   - defaultKind: the kind of a window opened without an activity (the app's first one).
    public func connect(
        _ scene: UIScene, options: UIScene.ConnectionOptions, navigator: Navigator, defaultKind: SceneID.Kind = .main
    ) {
        handle(
            .connected(
                SceneID(scene.session), navigator: navigator, activityType: options.userActivities.first?.activityType,
                defaultKind: defaultKind, opener: nil))
    }

    /// Reports the window the user works in: called from `sceneDidBecomeActive(_:)`.
    ///
    /// - Parameter scene: the scene that became active.
    public func activate(_ scene: UIScene) {
        handle(.phaseChanged(SceneID(scene.session), isActive: true))
    }

    /// Ends what a window showed: called from `sceneDidDisconnect(_:)`, when UIKit releases
    /// the window and its view controllers (the session may come back later, restored anew).
    ///
    /// - Parameter scene: the scene that disconnected.
    public func disconnect(_ scene: UIScene) {
        handle(.disconnected(SceneID(scene.session)))
    }
}
#endif
