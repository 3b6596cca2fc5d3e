package import WaypointNavigation

extension NavigationState {
    /// Valid states one removal smaller than this one, the most drastic first: the property
    /// tests' shrinker for navigation states.
    ///
    /// Each candidate drops a modal level, the root (when nothing is presented), a tab, a screen
    /// of a stack or of a split column, a split view's content column or the split itself (its
    /// sidebar stays as a stack), or selects the first tab. Every candidate is smaller by that
    /// measure, so shrinking ends; candidates that break a rule of ``NavigationState/validate()``
    /// are left out. Identities are kept, so a shrunk state still shares screens with the state it
    /// was compared with.
    ///
    /// ```swift
    /// NavigationState(root: stack(1, 2), modals: [Modal(.sheet, stack(3))]).shrunk
    /// // [root [1, 2] without the sheet, root [1] with the sheet, root [2] with the sheet]
    /// ```
    package var shrunk: [NavigationState] {
        var candidates: [NavigationState] = []
        for index in modals.indices.reversed() {
            var smaller = self
            smaller.modals.remove(at: index)
            candidates.append(smaller)
        }
        if modals.isEmpty, root != nil { candidates.append(NavigationState(width: width)) }
        for container in root?.shrunk ?? [] {
            var smaller = self
            smaller.root = container
            candidates.append(smaller)
        }
        for (index, modal) in modals.enumerated() {
            for container in modal.content.shrunk {
                var smaller = self
                smaller.modals[index].content = container
                candidates.append(smaller)
            }
        }
        return candidates.filter(\.isValid)
    }
}

extension Container {
    /// Containers one removal smaller than this one (see ``NavigationState/shrunk``).
    var shrunk: [Container] {
        switch self {
        case .screen:
            return []
        case .stack(let screens):
            return screens.count < 2 ? [] : screens.indices.reversed().map { index in
                var fewer = screens
                fewer.remove(at: index)
                return .stack(fewer)
            }
        case .tabs(let tabs, let selected):
            var candidates = tabs
            if tabs.count > 1 {
                candidates += tabs.indices.reversed().map { index in
                    var fewer = tabs
                    fewer.remove(at: index)
                    return .tabs(fewer, selected: selected > index || selected == fewer.count ? selected - 1 : selected)
                }
            }
            if selected != 0 { candidates.append(.tabs(tabs, selected: 0)) }
            for (index, tab) in tabs.enumerated() {
                candidates += tab.shrunk.map { smaller in
                    var edited = tabs
                    edited[index] = smaller
                    return .tabs(edited, selected: selected)
                }
            }
            return candidates
        case .split(let split):
            var candidates: [Container] = [.stack(split.sidebar)]
            if split.content != nil { candidates.append(.split(SplitColumns(sidebar: split.sidebar, detail: split.detail))) }
            if split.sidebar.count > 1 {
                candidates.append(.split(SplitColumns(sidebar: Array(split.sidebar.dropLast()), content: split.content, detail: split.detail)))
            }
            if let content = split.content, !content.isEmpty {
                candidates.append(.split(SplitColumns(sidebar: split.sidebar, content: Array(content.dropLast()), detail: split.detail)))
            }
            if !split.detail.isEmpty {
                candidates.append(.split(SplitColumns(sidebar: split.sidebar, content: split.content, detail: Array(split.detail.dropLast()))))
            }
            return candidates
        }
    }
}
