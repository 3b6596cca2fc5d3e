@_spi(Inspection) public import Waypoint
@_spi(HostAuthoring) @_spi(Tooling) import WaypointNavigation

/// One line of the inspector's log: a hub event, a navigation change, a host step, or an action.
///
/// Entries carry a `group`, so the page can show each request with its decisions together:
/// hub events are grouped by session (`#3`), navigation changes and host steps by navigator.
///
/// ```swift
/// LogEntry(sequence: 1, milliseconds: 0, event: event).group   // "#1"
/// ```
public struct LogEntry: Codable, Hashable, Sendable {
    /// Increasing from 1; the event stream's `id`.
    public let sequence: Int
    /// Milliseconds since the inspector started.
    public let milliseconds: Int
    /// `hub`, `navigation`, `host` or `action`.
    public let kind: String
    /// What happened, as a short category (`matched`, `guard`, `state`, `command`, `user`, `step`…).
    public let category: String
    /// The session (`#3`) or navigator (`main`) the entry belongs to.
    public let group: String
    /// The request's URL, for hub events.
    public let url: String?
    /// The request's source, for hub events.
    public let source: String?
    /// The entry, described.
    public let text: String

    /// Creates an entry from its parts.
    public init(
        sequence: Int, milliseconds: Int, kind: String, category: String, group: String, url: String? = nil,
        source: String? = nil, text: String
    ) {
        self.sequence = sequence
        self.milliseconds = milliseconds
        self.kind = kind
        self.category = category
        self.group = group
        self.url = url
        self.source = source
        self.text = text
    }

    /// An entry for a hub event: grouped by session (a change of screens no session owns, by
    /// window), categorised by what happened.
    public init(sequence: Int, milliseconds: Int, event: RoutingEvent) {
        self.init(
            sequence: sequence, milliseconds: milliseconds, kind: "hub", category: Self.category(of: event.kind),
            group: event.session?.description ?? event.scene?.description ?? "hub", url: event.url,
            source: event.source?.rawValue, text: event.kind.description)
    }

    /// An entry for a navigator's change.
    public init(sequence: Int, milliseconds: Int, navigator: String, change: NavigationChange) {
        let category: String
        switch change.cause {
        case .command: category = "command"
        case .setState: category = "setState"
        case .user: category = "user"
        }
        let inserted = change.inserted.map(\.id.description).joined(separator: ", ")
        let removed = change.removed.map(\.id.description).joined(separator: ", ")
        self.init(
            sequence: sequence, milliseconds: milliseconds, kind: "navigation", category: category, group: navigator,
            text: "\(change.gesture.map { "user \($0)" } ?? change.cause.description) −[\(removed)] +[\(inserted)]")
    }

    static func category(of kind: RoutingEvent.Kind) -> String {
        switch kind {
        case .requested: "requested"
        case .queued: "queued"
        case .parked: "parked"
        case .resumed: "resumed"
        case .dismissedModals: "dismissed"
        case .state: "state"
        case .navigated(let cause, _, _):
            switch cause {
            case .command: "command"
            case .setState: "setState"
            case .user: "user"
            }
        case .decided(let step):
            switch step {
            case .redirected: "redirected"
            case .matched: "matched"
            case .restrictedSources: "override"
            case .droppedQueryKeys, .droppedFragment: "trust"
            case .checkedConstraints: "constraints"
            case .guarded: "guard"
            case .busyScreen: "policy"
            }
        }
    }
}
