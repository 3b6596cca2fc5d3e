/// The identity of one routing session, unique within its hub and increasing with time.
///
/// ```swift
/// let session = hub.start(url: "nuapp://card/7", source: .inApp)
/// print(session.id)   // "#1"
/// ```
public struct RoutingSessionID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The number behind the identity.
    public let rawValue: UInt64

    /// Creates an identity from its number.
    public init(_ rawValue: UInt64) { self.rawValue = rawValue }

    public static func < (lhs: RoutingSessionID, rhs: RoutingSessionID) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { "#\(rawValue)" }
}
