@_spi(Inspection) public import Waypoint

/// A live flow (coordinator, flow run) or a screen owner, with the screens it owns.
///
/// A flow still in memory that owns no screen once it has run is flagged `outlived`: nothing on
/// display needs it, so something holds it by mistake.
///
/// ```swift
/// let flows = FlowSnapshot.all(tracked: [cardFlow, mainFlow], states: [navigator.state])
/// flows.filter(\.outlived).map(\.id)   // ["cards.block(42)#1"] when the card flow leaked
/// ```
public struct FlowSnapshot: Codable, Hashable, Sendable {
    /// The flow's identity (`FlowID`).
    public let id: String
    /// `idle`, `preparing`, `running`, `ended`; `untracked` for an owner the app did not hand over.
    public let phase: String
    /// The screens the flow owns, across every inspected navigator (`#3 block(id: 42)`).
    public let screens: [String]
    /// The identities of the flow's running children.
    public let children: [String]
    /// Whether the flow is in memory without owning a screen after it started.
    public let outlived: Bool
    /// Why the flow is flagged, if it is.
    public let note: String?

    /// Describes the tracked flows still in memory, then the screen owners nobody tracked.
    ///
    /// - Parameters:
    ///   - tracked: Flows the app handed to the inspector, still alive.
    ///   - states: The inspected navigators' states.
    /// - Returns: One snapshot per flow, tracked ones first, in the order given.
    @MainActor
    public static func all(tracked: [any RunningFlow], states: [NavigationState]) -> [FlowSnapshot] {
        var owned: [FlowID: [String]] = [:]
        var owners: [FlowID] = []
        for state in states {
            for screen in state.screens {
                if owned[screen.owner] == nil { owners.append(screen.owner) }
                owned[screen.owner, default: []].append("\(screen.id) \(screen.destination)")
            }
        }
        var seen: Set<FlowID> = []
        var result: [FlowSnapshot] = []
        for flow in tracked where seen.insert(flow.id).inserted {
            let screens = owned[flow.id] ?? []
            let phase = flow.inspectedPhase
            let hasRun = phase == .running || phase == .ended
            let outlived = screens.isEmpty && hasRun
            result.append(
                FlowSnapshot(
                    id: flow.id.rawValue, phase: phase.map(Self.name) ?? "running", screens: screens,
                    children: flow.inspectedChildren.map(\.id.rawValue), outlived: outlived,
                    note: outlived
                        ? (phase == .ended ? "ended, but still in memory" : "owns no screen, but still in memory") : nil))
        }
        for owner in owners where seen.insert(owner).inserted {
            result.append(
                FlowSnapshot(id: owner.rawValue, phase: "untracked", screens: owned[owner] ?? [], children: [], outlived: false, note: nil))
        }
        return result
    }

    private static func name(_ phase: FlowPhase) -> String {
        switch phase {
        case .idle: "idle"
        case .preparing: "preparing"
        case .running: "running"
        case .ended: "ended"
        }
    }
}

/// A hub session that has not ended yet.
public struct SessionSnapshot: Codable, Hashable, Sendable {
    /// The session's identity (`#3`).
    public let id: String
    /// The URL it opens.
    public let url: String
    /// Its source (`pushNotification`).
    public let source: String
    /// Its state, described (`preparing`, `started`).
    public let state: String
    /// The route whose flow runs, once matched.
    public let route: String?

    /// Describes a session.
    @MainActor
    public init(_ session: RoutingSession) {
        id = session.id.description
        url = session.url
        source = session.source.rawValue
        state = session.state.description
        route = session.route
    }
}
