/// Names the flow (coordinator, state-machine flow, or the app itself) that owns a screen.
///
/// Every ``Screen`` records its owner. A flow lives exactly as long as it owns screens, so when
/// the last screen with a given owner leaves the state the owner is told and released.
///
/// ```swift
/// let owner: FlowID = "card.block#3"
/// let screen = Screen(id: Screen.ID(1), destination: CardDestination.detail(id: 3), owner: owner)
/// ```
///
/// It is saved as its name (the `Codable` of a `RawRepresentable`).
public struct FlowID: RawRepresentable, Hashable, Comparable, Sendable, Codable, CustomStringConvertible,
    ExpressibleByStringLiteral
{
    /// The flow's name, unique among the flows alive at one time.
    public let rawValue: String

    /// Creates an owner identity.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public init(rawValue: String) { self.rawValue = rawValue }

    public init(stringLiteral value: String) { self.rawValue = value }

    /// The owner of screens that no flow claims: the application itself.
    public static let app: FlowID = "app"

    public static func < (lhs: FlowID, rhs: FlowID) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { rawValue }
}
