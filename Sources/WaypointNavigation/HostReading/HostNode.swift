/// What one platform container shows, described without the platform: the identities of the
/// screens in it, or `foreign` for a view controller the app put there itself.
///
/// A platform host describes what UIKit (or SwiftUI) shows with these values, and a
/// ``HostReader`` compares them with what the navigation state says it shows.
///
/// ```swift
/// // a UINavigationController showing the host's screens #1 and #2, then one the app pushed itself
/// HostNode.stack([Screen.ID(1), Screen.ID(2), nil])
/// HostNode.foreign   // an alert or a share sheet the app presented
/// ```
@_spi(HostAuthoring)
public indirect enum HostNode: Hashable, Sendable, CustomStringConvertible {
    /// A view the host built for one screen, with no stack around it.
    case screen(Screen.ID)
    /// A navigation stack, bottom first; `nil` for a view controller the host did not build.
    case stack([Screen.ID?])
    /// Tabs, each described on its own, and the selected index.
    case tabs([HostNode], selected: Int)
    /// A split view: the stack of each column, leading first (``SplitColumns/columns``).
    case split([[Screen.ID?]])
    /// A view controller the app presented (or installed) itself: an alert, a share sheet.
    case foreign

    /// What a host that shows `container` exactly reports.
    ///
    /// ```swift
    /// HostNode(showing: .stack([home, detail]))   // .stack([#1, #2])
    /// ```
    public init(showing container: Container) {
        switch container {
        case .screen(let screen): self = .screen(screen.id)
        case .stack(let stack): self = .stack(stack.map(\.id))
        case .tabs(let tabs, let selected): self = .tabs(tabs.map(HostNode.init(showing:)), selected: selected)
        case .split(let split): self = .split(split.columns.map { (split[$0] ?? []).map(\.id) })
        }
    }

    /// Whether the app put this controller there itself.
    public var isForeign: Bool { self == .foreign }

    /// The node at `tabs` below this one, or `nil` when the tab indices lead nowhere.
    func descendant(at address: HostAddress) -> HostNode? {
        guard let found = descendant(at: address.tabs[...]) else { return nil }
        guard let column = address.column else { return found }
        guard case .split(let columns) = found else { return nil }
        return SplitColumns.index(of: column, among: columns.count).map { .stack(columns[$0]) }
    }

    func descendant(at tabs: ArraySlice<Int>) -> HostNode? {
        guard let first = tabs.first else { return self }
        guard case .tabs(let children, _) = self, children.indices.contains(first) else { return nil }
        return children[first].descendant(at: tabs.dropFirst())
    }

    /// The node without what the host did not build: a stack keeps the screens below the first
    /// controller the app pushed itself.
    var ownPart: HostNode {
        switch self {
        case .screen, .foreign: return self
        case .stack(let ids): return .stack(Array(ids.prefix { $0 != nil }))
        case .tabs(let tabs, let selected): return .tabs(tabs.map(\.ownPart), selected: selected)
        case .split(let columns): return .split(columns.map { Array($0.prefix { $0 != nil }) })
        }
    }

    var kindName: String {
        switch self {
        case .screen(let id): "a single screen \(id)"
        case .stack(let ids): "a stack [\(ids.map { $0?.description ?? "app's" }.joined(separator: ", "))]"
        case .tabs(let tabs, _): "tabs (\(tabs.count))"
        case .split(let columns): "a split of \(columns.count) columns"
        case .foreign: "a controller the app presented itself"
        }
    }

    public var description: String { kindName }
}
