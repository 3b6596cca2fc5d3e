/// Turns leniently decoded saved navigation into a state: a screen that cannot be restored —
/// its destination did not decode, or its owner flow cannot be restored — is dropped with the
/// screens above it on its stack and every level presented above its level.
struct NavigationPruning {
    /// Why each flow's screens cannot be restored.
    let failedOwners: [FlowID: RestorationReport.DroppedScreen.Reason]
    private(set) var dropped: [RestorationReport.DroppedScreen] = []

    init(failedOwners: [FlowID: RestorationReport.DroppedScreen.Reason]) {
        self.failedOwners = failedOwners
    }

    /// The restorable part of `saved`, and the screens dropped on the way (in ``dropped``);
    /// `nil` when modal levels were saved without a root or a level without screens, which no
    /// state allows.
    ///
    /// - Complexity: O(n) in the number of screens.
    mutating func state(of saved: LenientSavedNavigation) -> NavigationState? {
        guard let rootLevel = saved.root else { return saved.modals.isEmpty ? .empty : nil }
        let levels = [rootLevel] + saved.modals.compactMap(\.content)
        var contents: [Container] = []
        for (index, level) in levels.enumerated() {
            guard let presenter = level.visibleScreen ?? level.screens.last else { return nil }
            let kept = prune(level)
            if let kept { contents.append(kept) }
            guard kept?.visibleScreen?.id != presenter.id else { continue }
            // The screen the next level was presented from is gone, and with it every level above.
            for upper in levels.dropFirst(index + 1) { drop(upper.screens, because: .aboveDroppedScreen(presenter.id)) }
            break
        }
        guard let root = contents.first else { return .empty }
        let modals = zip(saved.modals, contents.dropFirst()).map { modal, content in
            Modal(modal.style, content, detents: modal.detents)
        }
        return NavigationState(root: root, modals: modals)
    }

    private func reason(for screen: LenientScreen) -> RestorationReport.DroppedScreen.Reason? {
        switch screen.destination {
        case .failure(let failure): failure.reason
        case .success: failedOwners[screen.owner]
        }
    }

    private mutating func drop(_ screens: [LenientScreen], because reason: RestorationReport.DroppedScreen.Reason) {
        for screen in screens {
            dropped.append(RestorationReport.DroppedScreen(screen: screen.id, owner: screen.owner, reason: self.reason(for: screen) ?? reason))
        }
    }

    private mutating func prune(_ container: LenientContainer) -> Container? {
        switch container {
        case .screen(let screen):
            guard let restored = restored(screen) else {
                drop([screen], because: .aboveDroppedScreen(screen.id))
                return nil
            }
            return .screen(restored)
        case .stack(let stack):
            let kept = prune(stack)
            return kept.isEmpty ? nil : .stack(kept)
        case .split(let split):
            // As its collapsed stack: a dropped screen takes every screen after it, in any column.
            let kept = prune(split.collapsed)
            let sidebar = Array(kept.prefix(split.sidebar.count))
            guard !sidebar.isEmpty else { return nil }
            let content = split.content.map { Array(kept.dropFirst(sidebar.count).prefix($0.count)) }
            let detail = Array(kept.dropFirst(sidebar.count + (content?.count ?? 0)))
            return .split(SplitColumns(sidebar: sidebar, content: content, detail: detail))
        case .tabs(let tabs, let selected):
            var kept: [Container] = []
            var newSelected = 0
            for (index, tab) in tabs.enumerated() {
                guard let restored = prune(tab) else { continue }
                if index == selected { newSelected = kept.count }
                kept.append(restored)
            }
            return kept.isEmpty ? nil : .tabs(kept, selected: newSelected)
        }
    }

    /// The screens of `stack` up to the first that cannot be restored, which is dropped with
    /// every screen after it.
    private mutating func prune(_ stack: [LenientScreen]) -> [Screen] {
        var kept: [Screen] = []
        for (index, screen) in stack.enumerated() {
            guard let restored = restored(screen) else {
                drop([screen], because: .aboveDroppedScreen(screen.id))
                drop(Array(stack.dropFirst(index + 1)), because: .aboveDroppedScreen(screen.id))
                break
            }
            kept.append(restored)
        }
        return kept
    }

    /// The screen, when it can be restored.
    private func restored(_ screen: LenientScreen) -> Screen? {
        guard reason(for: screen) == nil, case .success(let destination) = screen.destination else { return nil }
        return Screen(id: screen.id, destination: destination, owner: screen.owner)
    }
}
