
extension RoutingGuard {
    /// A condition a parked request waits for, such as "the user is logged in".
    ///
    /// A guard that returns ``RoutingGuard/Decision/deferUntil(_:starting:)`` parks the request under a
    /// condition. The hub resumes parked requests (running the whole decision again) when the
    /// condition is signalled with ``RoutingHub/signal(_:)``, when the flow started for it ends,
    /// or — for the hub's own `unlocked` — when the screen stops being busy.
    ///
    /// ```swift
    /// extension Condition {
    ///     static let onboarded: Condition = "onboarded"
    /// }
    /// hub.signal(.onboarded)
    /// ```
    public struct Condition: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
        /// The condition's name.
        package let name: String

        /// Creates a condition with a name.
        package init(_ name: String) { self.name = name }

        public init(stringLiteral value: String) { self.name = value }

        /// A user is logged in; used by ``RoutingGuard/authentication(isAuthenticated:loginURL:)``.
        public static let authenticated: Condition = "authenticated"
        /// No modal and no locked flow is on screen; used by ``RoutePolicy/BusyScreenPolicy/deferUntilUnlocked``.
        package static let unlocked: Condition = "unlocked"

        public var description: String { name }
    }
}
