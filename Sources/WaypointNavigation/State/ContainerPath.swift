/// Where a container sits in a ``NavigationState``: a presentation level, a path of tab indices
/// and, inside a split view, a column.
///
/// Level 0 is the root container; level `k` (k ≥ 1) is the content of `modals[k - 1]`. The tab
/// indices walk down through nested tabs from the level's container; a column names one stack
/// of the split found there (``SplitColumns``). A path without a column that names a split means
/// its collapsed stack.
///
/// ```swift
/// let cardsTab = ContainerPath(level: 0, tabs: [1])   // the root's second tab
/// state.container(at: cardsTab)                      // .stack([...])
/// state.container(at: .root.column(.detail))         // the detail column's stack
/// ```
@_spi(HostAuthoring) public struct ContainerPath: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The presentation level: 0 for the root, `k` for `modals[k - 1]`.
    public var level: Int
    /// Tab indices from the level's container down to the container meant.
    public var tabs: [Int]
    /// The column of the split view at the end of the tab indices, or `nil` for the container
    /// itself. Paths saved before split views existed decode with `nil`.
    public var column: SplitColumns.Column?

    /// Creates a path.
    public init(level: Int, tabs: [Int] = [], column: SplitColumns.Column? = nil) {
        self.level = level
        self.tabs = tabs
        self.column = column
    }

    /// The root container itself.
    public static let root = ContainerPath(level: 0)

    /// The path of the tab `index` inside the container at this path.
    public func tab(_ index: Int) -> ContainerPath { ContainerPath(level: level, tabs: tabs + [index]) }

    /// The path of the column `column` of the split view at this path.
    public func column(_ column: SplitColumns.Column) -> ContainerPath { ContainerPath(level: level, tabs: tabs, column: column) }

    /// This path without its column: the split view itself.
    public var withoutColumn: ContainerPath { ContainerPath(level: level, tabs: tabs) }

    public var description: String {
        let base = level == 0 ? "root" : "level \(level)"
        return base + tabs.map { " > tab \($0)" }.joined() + (column.map { " > \($0)" } ?? "")
    }
}
