#if canImport(UIKit)
import UIKit
@_spi(HostAuthoring) public import WaypointNavigation

/// Opens new windows with UIKit: `requestSceneSessionActivation` with a user activity whose type
/// is the window's kind.
///
/// The new window's scene delegate connects with that activity in its connection options;
/// ``WaypointNavigation/SceneLifecycle/connect(_:options:navigator:defaultKind:)`` reads the kind
/// back from it. Declare each kind in the app's `NSUserActivityTypes`. On a device that shows
/// one window (`supportsMultipleScenes` is `false`) the opener fails at once, and so do the
/// requests that needed a window.
///
/// ```swift
/// hub.sceneOpener = UIKitSceneOpener()
/// ```
@MainActor
public final class UIKitSceneOpener: SceneOpener {
    /// Creates an opener for the shared application.
    public init() {}

    public func open(_ kind: SceneID.Kind, onFailure: @escaping @MainActor @Sendable (String) -> Void) {
        let application = UIApplication.shared
        guard application.supportsMultipleScenes else {
            onFailure("the app does not support multiple windows on this device")
            return
        }
        // UIKit does not document the queue its error handler runs on: hop to the main actor.
        application.requestSceneSessionActivation(
            nil, userActivity: NSUserActivity(activityType: kind.name), options: nil,
            errorHandler: { @Sendable error in
                let reason = error.localizedDescription
                Task { @MainActor in onFailure(reason) }
            })
    }
}
#endif
