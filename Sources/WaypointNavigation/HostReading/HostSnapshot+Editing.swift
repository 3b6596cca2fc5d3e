@_spi(HostAuthoring)
extension HostSnapshot {
    /// This snapshot with the stack at `address` showing `ids`: what a platform shows after a
    /// control set a stack's path (SwiftUI's `NavigationStack(path:)` binding).
    ///
    /// ```swift
    /// let after = HostSnapshot(showing: shown).showingStack([Screen.ID(1)], at: HostAddress(chainIndex: 0))
    /// reader.read(.didShow(Screen.ID(1), in: HostAddress(chainIndex: 0)), in: after)   // a pop
    /// ```
    ///
    /// - Returns: The snapshot; unchanged when no stack is at `address`.
    public func showingStack(_ ids: [Screen.ID], at address: HostAddress) -> HostSnapshot {
        guard case .stack? = node(at: address) else { return self }
        var copy = self
        var replacement = HostNode.stack(ids)
        if let column = address.column, case .split(var columns)? = node(at: HostAddress(chainIndex: address.chainIndex, tabs: address.tabs)) {
                if let index = SplitColumns.index(of: column, among: columns.count) { columns[index] = ids }
            replacement = .split(columns)
        }
        if address.chainIndex == 0 {
            copy.root = root?.replacingDescendant(at: address.tabs[...], with: replacement)
        } else {
            let index = address.chainIndex - 1
            copy.presented[index] = presented[index].replacingDescendant(at: address.tabs[...], with: replacement)
        }
        return copy
    }

    /// This snapshot without the host's level `level` and everything presented above it: what a
    /// platform shows after a control dismissed that level (SwiftUI's presentation binding set
    /// to `false`).
    ///
    /// ```swift
    /// reader.read(.sheetDidDismiss, in: HostSnapshot(showing: shown).dismissing(level: 1))   // a swipe-down
    /// ```
    ///
    /// - Returns: The snapshot; unchanged when the level is not there or is the root.
    public func dismissing(level: Int) -> HostSnapshot {
        guard level >= 1, let index = chainIndex(ofLevel: level) else { return self }
        var copy = self
        copy.presented.removeSubrange((index - 1)...)
        return copy
    }
}

@_spi(HostAuthoring)
extension HostNode {
    fileprivate func replacingDescendant(at tabs: ArraySlice<Int>, with replacement: HostNode) -> HostNode {
        guard let first = tabs.first else { return replacement }
        guard case .tabs(var children, let selected) = self, children.indices.contains(first) else { return self }
        children[first] = children[first].replacingDescendant(at: tabs.dropFirst(), with: replacement)
        return .tabs(children, selected: selected)
    }
}
