@_spi(HostAuthoring) import WaypointNavigation

extension NavigationState {
    /// The state without the screens of `owners`.
    ///
    /// Screens are filtered out of their stacks; a level left empty goes, with every modal
    /// level above it (a level cannot stay presented by a level that is gone). Tabs go as a
    /// whole when one of them would be left empty, a split view when its sidebar would.
    func removingScreens(ownedBy owners: Set<FlowID>) -> NavigationState {
        guard !owners.isEmpty else { return self }
        guard let root, let newRoot = root.removingScreens(ownedBy: owners) else { return .empty }
        var kept: [Modal] = []
        for modal in modals {
            guard let content = modal.content.removingScreens(ownedBy: owners) else { break }
            var level = modal
            level.content = content
            kept.append(level)
        }
        return NavigationState(root: newRoot, modals: kept, width: width)
    }
}

extension Container {
    /// The container without the screens of `owners`, or `nil` when nothing would be left.
    func removingScreens(ownedBy owners: Set<FlowID>) -> Container? {
        switch self {
        case .screen(let screen):
            return owners.contains(screen.owner) ? nil : self
        case .stack(let screens):
            let left = screens.filter { !owners.contains($0.owner) }
            return left.isEmpty ? nil : .stack(left)
        case .tabs(let tabs, let selected):
            var left: [Container] = []
            for tab in tabs {
                guard let kept = tab.removingScreens(ownedBy: owners) else { return nil }
                left.append(kept)
            }
            return .tabs(left, selected: selected)
        case .split(var split):
            for column in split.columns { split.modifyColumn(column) { $0.removeAll { owners.contains($0.owner) } } }
            return split.sidebar.isEmpty ? nil : .split(split)
        }
    }
}
