/// Asks the platform for a new window of a kind: the seam between a routing hub and the host.
///
/// A routing hub calls ``open(_:onFailure:)`` when a request needs a window of a kind that is
/// not open, or always a new one; the request waits until a window of that kind registers its
/// navigator. When the platform refuses, the opener calls `onFailure` with what the platform
/// said, and the waiting requests fail. WaypointUIKit's opener calls
/// `requestSceneSessionActivation`, WaypointSwiftUI's calls `openWindow(id:)`.
///
/// ```swift
/// final class RecordingOpener: SceneOpener {
///     var opened: [SceneID.Kind] = []
///     func open(_ kind: SceneID.Kind, onFailure: @escaping @MainActor @Sendable (String) -> Void) {
///         opened.append(kind)
///     }
/// }
/// hub.sceneOpener = RecordingOpener()
/// ```
@MainActor public protocol SceneOpener: AnyObject, Sendable {
    /// Asks the platform for a new window of `kind`; returns at once.
    ///
    /// - Parameters:
    ///   - kind: the kind of window to open.
    ///   - onFailure: called, on the main actor, with the platform's reason when no window opens.
    func open(_ kind: SceneID.Kind, onFailure: @escaping @MainActor @Sendable (String) -> Void)
}
