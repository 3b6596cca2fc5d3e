#if canImport(SwiftUI)
public import SwiftUI
@_spi(HostAuthoring) public import WaypointNavigation

/// Opens new windows with SwiftUI: `openWindow(id:)` with the window's kind as the id of its
/// `WindowGroup`.
///
/// SwiftUI reports no failure: a kind without a matching `WindowGroup(id:)` opens nothing, and
/// the requests waiting for it wait until their session is cancelled. The
/// `routingScene(_:navigator:kind:)` modifier installs one when the platform supports several
/// windows (`supportsMultipleWindows`).
///
/// ```swift
/// @Environment(\.openWindow) private var openWindow
/// // …
/// hub.sceneOpener = SwiftUISceneOpener(openWindow)
/// ```
@MainActor
public final class SwiftUISceneOpener: SceneOpener {
    private let openWindow: OpenWindowAction

    /// Creates an opener from the environment's `openWindow` action.
    ///
    /// - Parameter openWindow: the action, read from `@Environment(\.openWindow)`.
    public init(_ openWindow: OpenWindowAction) {
        self.openWindow = openWindow
    }

    public func open(_ kind: SceneID.Kind, onFailure: @escaping @MainActor @Sendable (String) -> Void) {
        openWindow(id: kind.name)
    }
}
#endif
