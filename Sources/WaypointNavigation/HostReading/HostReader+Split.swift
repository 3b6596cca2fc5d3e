@_spi(HostAuthoring)
extension HostNode {
    /// What a platform that shows a split view collapsed into one navigation stack reports,
    /// described by columns: the stack `ids` laid out in the columns of `split` by
    /// ``SplitColumns/expanding(_:)``'s rule (identities shared with the front of the collapsed
    /// stack keep their column, the rest are details; a controller the app pushed is a detail).
    ///
    /// ```swift
    /// // UIKit's compact column shows [#1, #2]; the state's split is sidebar [#1], detail [#2, #3]
    /// HostNode(collapsedSplit: [Screen.ID(1), Screen.ID(2)], columnsOf: split)   // .split([[#1], [#2]])
    /// ```
    public init(collapsedSplit ids: [Screen.ID?], columnsOf split: SplitColumns) {
        let shownIDs = split.collapsed.map(\.id)
        var shared = 0
        while shared < min(ids.count, shownIDs.count), ids[shared] == shownIDs[shared] { shared += 1 }
        let sidebarEnd = max(min(shared, split.sidebar.count), min(1, ids.count))
        let contentEnd = split.content.map { max(sidebarEnd, min(shared, split.sidebar.count + $0.count)) } ?? sidebarEnd
        var columns = [Array(ids[..<sidebarEnd])]
        if split.content != nil { columns.append(Array(ids[sidebarEnd..<contentEnd])) }
        columns.append(Array(ids[contentEnd...]))
        self = .split(columns)
    }
}

@_spi(HostAuthoring)
extension HostReader {
    /// The split view the host shows at `address`, for the platform to lay out its controllers:
    /// ``SplitColumns/collapsed`` when it collapses, its columns when it expands, and
    /// ``SplitColumns/topColumn`` as the column on top (UIKit's
    /// `topColumnForCollapsingToProposedTopColumn`, SwiftUI's `preferredCompactColumn`).
    ///
    /// ```swift
    /// reader.split(at: address, in: snapshot())?.topColumn   // .sidebar while nothing is picked
    /// ```
    ///
    /// - Returns: The columns, from the state once the step in flight finished; `nil` when no
    ///   split view of the host's is there.
    public func split(at address: HostAddress, in snapshot: HostSnapshot) -> SplitColumns? {
        guard let path = snapshot.path(of: address), case .split(let split)? = next.container(at: path.withoutColumn) else { return nil }
        return split
    }

    /// Reads a stack change on a split view that a compact width shows collapsed: the whole
    /// split is one stack, so what the platform shows after the change (its columns, leading
    /// first) is compared with ``SplitColumns/collapsed``. `nil` when `path` is not in a split
    /// view of a compact width.
    mutating func readCollapsedSplit(at path: ContainerPath, address: HostAddress, in snapshot: HostSnapshot) -> HostReading? {
        guard shown.width == .compact, case .split(let split)? = shown.container(at: path.withoutColumn) else { return nil }
        let splitAddress = HostAddress(chainIndex: address.chainIndex, tabs: address.tabs)
        guard case .split(let columns)? = snapshot.node(at: splitAddress) else {
            return .refused(NavigationError(
                .hostMismatch, input: "didShow in \(address)", expected: "a split view at \(path.withoutColumn)",
                found: snapshot.node(at: splitAddress)?.kindName ?? "nothing"))
        }
        let own = columns.flatMap { $0 }.prefix { $0 != nil }.compactMap { $0 }
        return readCollapsed(own, of: split, at: path.withoutColumn, input: "didShow in \(address)")
    }

    /// Reads SwiftUI's `preferredCompactColumn` set to `column` on the collapsed split view at
    /// `address`: going back to an earlier column pops every screen above that column's top.
    mutating func readCompactColumn(_ column: SplitColumns.Column, at address: HostAddress, in snapshot: HostSnapshot) -> HostReading {
        guard let path = snapshot.path(of: address)?.withoutColumn, shown.width == .compact,
            case .split(let split)? = shown.container(at: path), let stack = split[column]
        else { return .unchanged }
        let kept = split.columns.prefix { $0 != column }.reduce(0) { $0 + (split[$1]?.count ?? 0) } + stack.count
        let own = split.collapsed.prefix(kept).map(\.id)
        return own.isEmpty ? .unchanged : readCollapsed(own, of: split, at: path, input: "compactColumn(\(column)) in \(address)")
    }

    private mutating func readCollapsed(_ own: [Screen.ID], of split: SplitColumns, at path: ContainerPath, input: String) -> HostReading {
        let expected = split.collapsed.map(\.id)
        if own == expected { return .unchanged }
        guard let last = own.last, own.count < expected.count, expected.starts(with: own) else {
            return .refused(NavigationError(
                .hostMismatch, input: input,
                expected: "[\(expected.map(\.description).joined(separator: ", "))] or a part of it from the bottom",
                found: "[\(own.map(\.description).joined(separator: ", "))]"))
        }
        let gesture: UserGesture = own.count == expected.count - 1 ? .interactivePop(in: path) : .popTo(last, in: path)
        do {
            try applyGesture(gesture)
            return .gesture(gesture)
        } catch {
            return .refused(error)
        }
    }
}

@_spi(HostAuthoring)
extension HostReader {
    /// Describes a split view that the platform shows collapsed into one navigation stack of
    /// `ids` (UIKit's compact column), by columns: laid out like the host's split whose sidebar
    /// starts that stack, in the state once the step in flight finished
    /// (``HostNode/init(collapsedSplit:columnsOf:)``). A stack that starts no split of the
    /// host's is described as a plain stack, which the reader then finds does not fit.
    ///
    /// ```swift
    /// reader.node(ofCollapsedSplit: compact.viewControllers.map(screenID(of:)))
    /// ```
    public func node(ofCollapsedSplit ids: [Screen.ID?]) -> HostNode {
        guard let first = ids.first ?? nil, let split = next.split(withSidebarRoot: first) else { return .stack(ids) }
        return HostNode(collapsedSplit: ids, columnsOf: split)
    }
}

extension NavigationState {
    /// The split view whose sidebar's root screen is `id`, on any level.
    func split(withSidebarRoot id: Screen.ID) -> SplitColumns? {
        func find(in container: Container) -> SplitColumns? {
            switch container {
            case .screen, .stack: nil
            case .tabs(let tabs, _): tabs.lazy.compactMap(find(in:)).first
            case .split(let split): split.sidebar.first?.id == id ? split : nil
            }
        }
        return ((root.map { [$0] } ?? []) + modals.map(\.content)).lazy.compactMap(find(in:)).first
    }
}
