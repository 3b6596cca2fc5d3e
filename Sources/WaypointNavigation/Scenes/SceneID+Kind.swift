extension SceneID {
    /// The role of a window, as the app declares it: the main window, a support chat, a document.
    ///
    /// Routes can be pinned to a kind of window, or ask for a new window of a kind. On UIKit a kind
    /// is the activity type a new window is requested with (declare it in `NSUserActivityTypes`);
    /// on SwiftUI it is the `id` of the `WindowGroup` that opens it.
    ///
    /// ```swift
    /// extension Kind {
    ///     static let support: Kind = "support"
    /// }
    /// hub.register(navigator: chatNavigator, scene: "chat-1", kind: .support)
    /// ```
    public struct Kind: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
        /// The kind's name.
        public let name: String

        /// Creates a kind with a name.
        public init(_ name: String) { self.name = name }

        public init(stringLiteral value: String) { self.name = value }

        /// The app's main window: the kind of ``SceneID/main``.
        public static let main: Kind = "main"

        public var description: String { name }
    }
}

// The former name of `SceneID.Kind`, for this package's own code.
