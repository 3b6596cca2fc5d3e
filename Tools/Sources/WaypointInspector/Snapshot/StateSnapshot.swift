/// Everything `GET /api/state` answers: the trees, the live flows, the hub's sessions, the
/// page's action buttons, and what the page may do.
///
/// ```swift
/// let state = try JSONDecoder().decode(StateSnapshot.self, from: data)
/// state.navigators.first?.levels.first?.content.screens.map(\.destination)   // ["overview"]
/// ```
public struct StateSnapshot: Codable, Hashable, Sendable {
    /// The log's last sequence number when the snapshot was taken.
    public let version: Int
    /// One tree per inspected navigator, in the order given.
    public let navigators: [NavigatorSnapshot]
    /// The live flows and screen owners.
    public let flows: [FlowSnapshot]
    /// The hub's sessions that have not ended.
    public let sessions: [SessionSnapshot]
    /// The app's buttons for the page (the demo's "Next step").
    public let actions: [ActionSnapshot]
    /// The names of the flow diagrams (`GET /api/diagrams`).
    public let diagrams: [String]
    /// Whether `POST /api/open` may open URLs.
    public let opensURLs: Bool
    /// The request sources a plan can be made for.
    public let sources: [String]
}

/// A button the app put on the page, as it stands now.
public struct ActionSnapshot: Codable, Hashable, Sendable {
    /// The action's identity (`POST /api/actions/ID`).
    public let id: String
    /// The button's title.
    public let title: String
    /// What pressing it will do next (`2 of 10: The user logs in`), if the app says.
    public let detail: String?
    /// Whether it can be pressed now: the app allows it and no press of it is still running.
    public let enabled: Bool
}
