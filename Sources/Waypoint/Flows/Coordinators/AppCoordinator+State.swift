
extension AppCoordinator {
    /// What the app knows about its user, which decides the root flow (Umbrella's app-state gateway).
    ///
    /// A state is saved as its name, with the root flow chosen for it (``Navigator/restorationData()``).
    ///
    /// Waypoint knows two states, ``unauthorized`` and ``authorized``; an app adds its own as
    /// static members and its ``AppCoordinator/Factory`` gives each a root flow:
    ///
    /// ```swift
    /// extension State {
    ///     static let guest = State("guest")
    ///     static let offline = State("offline")
    /// }
    /// let coordinator = AppCoordinator(navigator: navigator, state: { session.appState }, factory: factory)
    /// ```
    public struct State: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
        /// The state's name.
        public let rawValue: String

        /// Creates a state; declare an app's own states once, as static members.
        ///
        /// - Parameter name: The state's name; states with the same name are the same state.
        public init(_ name: String) { rawValue = name }

        public init(rawValue: String) { self.rawValue = rawValue }

        /// Nobody is logged in: the authorization flow.
        public static let unauthorized = State("unauthorized")
        /// A user is logged in: the main flow.
        public static let authorized = State("authorized")

        public var description: String { rawValue }
    }
}
