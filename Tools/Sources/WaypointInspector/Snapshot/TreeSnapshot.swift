public import Waypoint
@_spi(HostAuthoring) @_spi(Tooling) import WaypointNavigation

/// One screen of a navigation tree, as the inspector's page shows it.
///
/// ```swift
/// ScreenSnapshot(screen, changed: true)   // {"id": 3, "label": "#3", "destination": "block(id: 42)", …}
/// ```
public struct ScreenSnapshot: Codable, Hashable, Sendable {
    /// The screen's identity number.
    public let id: UInt64
    /// The identity as the tree prints it (`#3`).
    public let label: String
    /// The destination, described.
    public let destination: String
    /// The destination's type name.
    public let type: String
    /// The flow that owns the screen.
    public let owner: String
    /// Whether the screen arrived with the navigator's last change.
    public let changed: Bool

    /// Describes a screen.
    public init(_ screen: Screen, changed: Bool) {
        id = screen.id.rawValue
        label = screen.id.description
        destination = screen.destination.description
        type = screen.destination.typeName
        owner = screen.owner.rawValue
        self.changed = changed
    }
}

/// A container of a navigation tree: one screen, a stack, tabs of containers, or a split view.
///
/// ```swift
/// ContainerSnapshot(.stack([home, detail]), changed: [])   // kind "stack", two screens
/// ```
public struct ContainerSnapshot: Codable, Hashable, Sendable {
    /// `screen`, `stack`, `tabs` or `split`.
    public let kind: String
    /// The screens of a `screen` or `stack` container, bottom first.
    public let screens: [ScreenSnapshot]
    /// The tabs of a `tabs` container; the columns of a `split` (each a `stack`, leading first).
    public let tabs: [ContainerSnapshot]
    /// The selected tab's index, for `tabs`.
    public let selected: Int?

    /// Describes a container; screens whose ids are in `changed` are marked.
    public init(_ container: Container, changed: Set<Screen.ID>) {
        switch container {
        case .screen(let screen):
            (kind, screens, tabs, selected) = ("screen", [ScreenSnapshot(screen, changed: changed.contains(screen.id))], [], nil)
        case .stack(let stack):
            (kind, tabs, selected) = ("stack", [], nil)
            screens = stack.map { ScreenSnapshot($0, changed: changed.contains($0.id)) }
        case .tabs(let children, let index):
            (kind, screens, selected) = ("tabs", [], index)
            tabs = children.map { ContainerSnapshot($0, changed: changed) }
        case .split(let split):
            (kind, screens, selected) = ("split", [], nil)
            tabs = split.columns.map { ContainerSnapshot(.stack(split[$0] ?? []), changed: changed) }
        }
    }
}

/// One level of a navigation tree: the root (level 0) or a modal presented over the level below.
public struct LevelSnapshot: Codable, Hashable, Sendable {
    /// 0 for the root, 1… for modals.
    public let level: Int
    /// `root`, `sheet` or `fullScreen`.
    public let style: String
    /// What the level shows.
    public let content: ContainerSnapshot
}

/// The last change a navigator published: its cause and the screens it added and removed.
public struct ChangeSnapshot: Codable, Hashable, Sendable {
    /// The cause, described (`command push(…)`, `user swipeDown(level: 1)`, `setState`).
    public let cause: String
    /// The screens the change added.
    public let inserted: [String]
    /// The screens the change removed.
    public let removed: [String]
    /// The flows that own no screen any more after the change.
    public let finishedOwners: [String]

    /// Describes a change.
    public init(_ change: NavigationChange) {
        cause = change.gesture.map { "user \($0)" } ?? change.cause.description
        inserted = change.inserted.map(\.description)
        removed = change.removed.map(\.description)
        finishedOwners = change.finishedOwners.map(\.rawValue).sorted()
    }
}

/// One navigator's tree as JSON: levels, containers, screens and owners, with what changed last.
///
/// ```swift
/// let tree = NavigatorSnapshot(
///     name: "main", state: navigator.state, lastChange: change, isSettled: true, link: hub.url(for: navigator.state))
/// tree.levels.first?.content.screens.map(\.destination)   // ["overview"]
/// tree.link                                               // "bank://accounts/42", or nil
/// ```
public struct NavigatorSnapshot: Codable, Hashable, Sendable {
    /// The name the app gave the navigator.
    public let name: String
    /// The levels, root first; empty before the first screen.
    public let levels: [LevelSnapshot]
    /// The tree as `NavigationState` prints it.
    public let text: String
    /// Whether the host shows the state (no transition pending).
    public let isSettled: Bool
    /// The last change, if any.
    public let lastChange: ChangeSnapshot?
    /// The URL that rebuilds what is on screen (`RoutingHub.url(for:)`), the page's
    /// "Copy link"; `nil` — `null` in JSON — when nothing on screen is linkable.
    public let link: String?

    private enum CodingKeys: String, CodingKey {
        case name, levels, text, isSettled, lastChange, link
    }

    /// Describes a navigation state; the screens `lastChange` inserted are marked as changed.
    ///
    /// - Parameters:
    ///   - name: The name the app gave the navigator.
    ///   - state: The state to describe.
    ///   - lastChange: The last change, if any; the screens it inserted are marked.
    ///   - isSettled: Whether the host shows the state (no transition pending).
    ///   - link: The URL of what `state` shows, from the hub (`hub.url(for: state)`).
    public init(name: String, state: NavigationState, lastChange: NavigationChange?, isSettled: Bool, link: String? = nil) {
        self.name = name
        let changed = Set(lastChange?.inserted.map(\.id) ?? [])
        var levels: [LevelSnapshot] = []
        if let root = state.root {
            levels.append(LevelSnapshot(level: 0, style: "root", content: ContainerSnapshot(root, changed: changed)))
        }
        for (index, modal) in state.modals.enumerated() {
            let content = ContainerSnapshot(modal.content, changed: changed)
            levels.append(LevelSnapshot(level: index + 1, style: modal.style.rawValue, content: content))
        }
        self.levels = levels
        text = String(describing: state)
        self.isSettled = isSettled
        self.lastChange = lastChange.map(ChangeSnapshot.init)
        self.link = link
    }
}

extension NavigatorSnapshot {
    /// Encodes the snapshot; unlike the other optionals, a missing ``link`` is written as `null`,
    /// so a page can tell "nothing to copy" from an inspector too old to say.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(levels, forKey: .levels)
        try container.encode(text, forKey: .text)
        try container.encode(isSettled, forKey: .isSettled)
        try container.encodeIfPresent(lastChange, forKey: .lastChange)
        try container.encode(link, forKey: .link)
    }
}
