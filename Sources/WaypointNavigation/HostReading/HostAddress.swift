/// Where a platform container sits in what the platform shows: its place in the presented
/// chain and the tab indices below it.
///
/// The chain counts every presented view controller, the app's own included: index 0 is the
/// window's root, index `k` the `k`-th `presentedViewController` above it. A ``ContainerPath``
/// counts only the host's levels; ``HostSnapshot/address(of:)`` and ``HostSnapshot/path(of:)``
/// convert between the two, walking past the app's own controllers.
///
/// ```swift
/// // root, the host's sheet, an alert the app presented: the sheet is level 1 at chain index 1
/// let sheet = HostAddress(chainIndex: 1)
/// ```
@_spi(HostAuthoring)
public struct HostAddress: Hashable, Sendable, CustomStringConvertible {
    /// The place in the presented chain: 0 for the window's root.
    public var chainIndex: Int
    /// Tab indices from that controller down to the container meant.
    public var tabs: [Int]
    /// The column of the split view controller there, for a column's navigation controller.
    public var column: SplitColumns.Column?

    /// Creates an address.
    public init(chainIndex: Int, tabs: [Int] = [], column: SplitColumns.Column? = nil) {
        self.chainIndex = chainIndex
        self.tabs = tabs
        self.column = column
    }

    public var description: String {
        let base = chainIndex == 0 ? "window root" : "presented #\(chainIndex)"
        return base + tabs.map { " > tab \($0)" }.joined() + (column.map { " > \($0)" } ?? "")
    }
}
