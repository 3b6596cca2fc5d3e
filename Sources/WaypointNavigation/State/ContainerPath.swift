/// Where a container sits in a ``NavigationState``: a presentation level and a path of tab indices.
///
/// Level 0 is the root container; level `k` (k ≥ 1) is the content of `modals[k - 1]`. The tab
/// indices walk down through nested tabs from the level's container.
///
/// ```swift
/// let cardsTab = ContainerPath(level: 0, tabs: [1])   // the root's second tab
/// state.container(at: cardsTab)                      // .stack([...])
/// ```
public struct ContainerPath: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The presentation level: 0 for the root, `k` for `modals[k - 1]`.
    public var level: Int
    /// Tab indices from the level's container down to the container meant.
    public var tabs: [Int]

    /// Creates a path.
    public init(level: Int, tabs: [Int] = []) {
        self.level = level
        self.tabs = tabs
    }

    /// The root container itself.
    public static let root = ContainerPath(level: 0)

    /// The path of the tab `index` inside the container at this path.
    public func tab(_ index: Int) -> ContainerPath { ContainerPath(level: level, tabs: tabs + [index]) }

    public var description: String {
        let base = level == 0 ? "root" : "level \(level)"
        return tabs.isEmpty ? base : base + tabs.map { " > tab \($0)" }.joined()
    }
}
