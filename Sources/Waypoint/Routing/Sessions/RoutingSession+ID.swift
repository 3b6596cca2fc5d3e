
extension RoutingSession {
    /// The identity of one routing session, unique within its hub and increasing with time.
    ///
    /// ```swift
    /// let session = hub.start(url: "nuapp://card/7", source: .inApp)
    /// print(session.id)   // "#1"
    /// ```
    public struct ID: Hashable, Comparable, Sendable, CustomStringConvertible {
        /// The number behind the identity.
        package let rawValue: UInt64

        /// Creates an identity from its number.
        package init(_ rawValue: UInt64) { self.rawValue = rawValue }

        public static func < (lhs: ID, rhs: ID) -> Bool { lhs.rawValue < rhs.rawValue }

        public var description: String { "#\(rawValue)" }

        /// Feeds the number to `hasher` (when the identity is part of a larger hashed value).
        public func hash(into hasher: inout Hasher) {
            hasher.combine(rawValue)
        }

        /// The hub looks sessions up by identity several times per request (its sessions, and each
        /// scene's scheduler): a session number is hashed with one multiply and two shifts instead
        /// of a full `Hasher` round. Identities are the hub's own counter, never input from outside,
        /// so nobody can choose them to collide; the seed still varies the hash per table.
        public func _rawHashValue(seed: Int) -> Int {
            var mixed = (rawValue ^ UInt64(UInt(bitPattern: seed))) &* 0x9E37_79B9_7F4A_7C15
            mixed ^= mixed &>> 29
            mixed = mixed &* 0xBF58_476D_1CE4_E5B9
            mixed ^= mixed &>> 32
            return Int(truncatingIfNeeded: mixed)
        }
    }
}
