/// The identity of one window (a scene) of the app, as its host names it.
///
/// UIKit names a window by its `UISceneSession.persistentIdentifier`; SwiftUI by an identifier
/// the window's root view keeps in its scene storage. An app with one window never names it:
/// ``main`` is the window a routing hub's `register(navigator:)` registers.
///
/// ```swift
/// let scene = SceneID(session.persistentIdentifier)
/// hub.register(navigator: navigator, scene: scene, kind: "support")
/// ```
public struct SceneID: Hashable, Sendable, Comparable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The identifier's text: the scene's description.
    package let name: String

    /// Creates a scene identity from the host's identifier.
    public init(_ name: String) { self.name = name }

    public init(stringLiteral value: String) { self.name = value }

    /// The window of an app with one window.
    public static let main: SceneID = "main"

    public var description: String { name }

    public static func < (lhs: SceneID, rhs: SceneID) -> Bool { lhs.name < rhs.name }
}
