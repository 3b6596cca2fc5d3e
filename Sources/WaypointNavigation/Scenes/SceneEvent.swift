/// What a platform reports about one window, in plain values: what a host reads from UIKit's
/// scene delegate or SwiftUI's scene phase, for ``SceneLifecycle/handle(_:)`` to act on.
///
/// ```swift
/// // UIKit, in sceneDidBecomeActive(_:)
/// hub.handle(.phaseChanged(SceneID(scene.session), isActive: true))
/// ```
@_spi(HostAuthoring) public enum SceneEvent: Sendable {
    /// A window connected (UIKit's `scene(_:willConnectTo:options:)`, a SwiftUI window's root view
    /// appearing) with the navigator of what it shows.
    ///
    /// - `activityType`: the type of the user activity the window was opened with, if any: a
    ///   ``SceneOpener`` opens windows with their kind as the activity type.
    /// - `defaultKind`: the kind of a window opened without one (the app's first window).
    /// - `opener`: the platform's way to open more windows, `nil` where it shows one window.
    case connected(
        SceneID, navigator: Navigator, activityType: String?, defaultKind: SceneID.Kind, opener: (any SceneOpener)?)
    /// The window came to the foreground (`isActive`), or left it.
    case phaseChanged(SceneID, isActive: Bool)
    /// The platform let go of the window and what it showed (UIKit's `sceneDidDisconnect(_:)`, a
    /// SwiftUI window's root view disappearing).
    case disconnected(SceneID)
}

extension SceneLifecycle {
    /// Acts on what the platform reported about a window.
    ///
    /// A connecting window registers with the kind it was opened for (else the default kind) and
    /// installs its platform's opener when none is installed yet; a window coming to the
    /// foreground becomes the active one (leaving it changes nothing: the window the user works
    /// in next reports itself); a disconnected window is unregistered, which ends its flows.
    ///
    /// ```swift
    /// hub.handle(.connected("w1", navigator: navigator, activityType: "support", defaultKind: .main, opener: nil))
    /// hub.handle(.phaseChanged("w1", isActive: true))
    /// hub.handle(.disconnected("w1"))
    /// ```
    ///
    /// - Parameter event: what the platform reported.
    @_spi(HostAuthoring) public func handle(_ event: SceneEvent) {
        switch event {
        case .connected(let scene, let navigator, let activityType, let defaultKind, let opener):
            if sceneOpener == nil, let opener { sceneOpener = opener }
            register(navigator: navigator, scene: scene, kind: activityType.map { SceneID.Kind($0) } ?? defaultKind)
        case .phaseChanged(let scene, let isActive):
            if isActive { activate(scene: scene) }
        case .disconnected(let scene):
            unregister(scene: scene)
        }
    }
}
