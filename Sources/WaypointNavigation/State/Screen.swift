/// One screen on display: its identity, what it shows, and the flow that owns it.
///
/// ```swift
/// let screen = Screen(id: Screen.ID(1), destination: CardDestination.detail(id: 3), owner: "cards")
/// ```
public struct Screen: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Stable identity, unique within a state.
    public var id: Screen.ID
    /// What the screen shows.
    public var destination: AnyDestination
    /// The flow that put the screen on display.
    public var owner: FlowID

    /// Creates a screen.
    public init(id: Screen.ID, destination: some Destination, owner: FlowID = .app) {
        self.id = id
        self.destination = AnyDestination(destination)
        self.owner = owner
    }

    public var description: String { "\(destination) \(id) owner: \(owner)" }
}

extension Screen {
    /// Whether both are copies of one screen: same identity, same stored destination, same
    /// owner. Implies `==` and reads fields in place, without copying the screens.
    func isIdentical(to other: Screen) -> Bool {
        id == other.id && destination.isIdentical(to: other.destination) && owner.rawValue == other.owner.rawValue
    }
}
