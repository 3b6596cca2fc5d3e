
extension RoutingSession {
    /// The identity of one routing session, unique within its hub and increasing with time.
    ///
    /// ```swift
    /// let session = hub.start(url: "nuapp://card/7", source: .inApp)
    /// print(session.id)   // "#1"
    /// ```
    public struct ID: Hashable, Sendable, CustomStringConvertible {
        /// The number behind the identity.
        package let rawValue: UInt64

        /// Creates an identity from its number.
        package init(_ rawValue: UInt64) { self.rawValue = rawValue }

        /// Older first: the order the hub lists sessions in.
        package static func < (lhs: ID, rhs: ID) -> Bool { lhs.rawValue < rhs.rawValue }

        public var description: String { "#\(rawValue)" }
    }
}
