/// The name a restorable flow is saved under, and its restorer registered under.
///
/// Saved data names each flow by kind (encoded as its name), never by class: register a restorer for the kind with
/// ``FlowRestorers`` and keep the name stable across releases, as for
/// `Destination.destinationTypeName`.
///
/// ```swift
/// extension CardBlockCoordinator: RestorableFlow {
///     var restorationKind: FlowKind { "cards.block" }
/// }
/// ```
public struct FlowKind: RawRepresentable, Hashable, Comparable, Sendable, Codable, CustomStringConvertible,
    ExpressibleByStringLiteral
{
    /// The kind's name.
    public let rawValue: String

    /// Creates a kind from its name.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Creates a kind from its name, as saved data holds it.
    public init(rawValue: String) { self.rawValue = rawValue }

    public init(stringLiteral value: String) { self.rawValue = value }

    public static func < (lhs: FlowKind, rhs: FlowKind) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { rawValue }
}
