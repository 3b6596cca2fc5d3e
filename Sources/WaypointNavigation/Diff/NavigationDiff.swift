/// Turns "the host shows this state" into "the host shows that state" as host steps.
///
/// The steps come in the only order a UIKit-like host accepts:
/// 1. one dismissal of everything above the deepest level that survives (a chain goes at once);
/// 2. one step per surviving level whose content changed — a single push or pop when that is
///    all, otherwise one replacement of the stack (`setStack`) or of the tabs (`setTabs`), or a
///    tab selection; a new root (`setRoot`) when the root itself cannot be kept;
/// 3. one presentation per new modal level, lowest first.
///
/// A level survives when it and every level below it keep their style (and a sheet's detents;
/// an alert is compared whole, as a single screen) and can be edited in
/// place: a stack stays a stack, tabs stay tabs, a single screen stays the same screen.
///
/// ```swift
/// let old = NavigationState(root: .stack([home]), modals: [Modal(.sheet, .screen(help))])
/// let new = NavigationState(root: .stack([home, detail]))
/// NavigationDiff.steps(from: old, to: new)
/// // [.dismiss(toLevel: 0), .push(detail, in: .root)]
/// ```
@_spi(HostAuthoring) public enum NavigationDiff {
    /// The ordered, legal and minimal list of host steps from `old` to `new`.
    ///
    /// Both states must satisfy the navigation rules. Applying the steps in order with
    /// ``NavigationState/performing(_:)-(HostStep)`` starting from `old` gives `new`, and no
    /// step breaks the host's rules. The number of steps is the minimum for those rules: one
    /// dismissal if any level goes, one step per surviving level that changed, one new root if
    /// the root cannot be kept, and one presentation per new level. (When screens swap places
    /// between two surviving levels in both directions at once, the higher of them is
    /// re-presented, which costs one step more.)
    ///
    /// - Parameters:
    ///   - old: What the host shows now.
    ///   - new: What it should show.
    /// - Returns: The steps, empty when the states are equal.
    /// - Complexity: O(n) in the number of screens of both states at worst. Stacks are compared
    ///   by identity first and only up to their first difference; containers that share their
    ///   storage (unchanged levels of a state derived from the other) cost O(1).
    public static func steps(from old: NavigationState, to new: NavigationState) -> [HostStep] {
        if old.root == nil, new.root == nil, old.modals.isEmpty, new.modals.isEmpty { return [] }
        guard let oldRoot = old.root, let newRoot = new.root,
            case let rootFix = ContainerFix.between(oldRoot, newRoot, at: .root), rootFix != .replace
        else {
            return rebuild(from: old, to: new)
        }
        var fixes: [(level: Int, step: HostStep?)] = [(0, rootFix.step)]
        let shared = min(old.modals.count, new.modals.count)
        for index in 0..<shared {
            let before = old.modals[index], after = new.modals[index]
            guard before.hasSamePresentation(as: after) else { break }
            let fix = ContainerFix.between(before.content, after.content, at: ContainerPath(level: index + 1))
            if fix == .replace { break }
            fixes.append((index + 1, fix.step))
        }
        var edits = orderedEdits(fixes, old: old, new: new)
        while case .failure(let cycleTop) = edits {
            fixes.removeSubrange(cycleTop...)
            edits = orderedEdits(fixes, old: old, new: new)
        }
        guard case .success(let ordered) = edits else { return [] }
        let surviving = fixes.count - 1
        var steps: [HostStep] = []
        if old.modals.count > surviving { steps.append(.dismiss(toLevel: surviving)) }
        steps.append(contentsOf: ordered)
        for index in surviving..<new.modals.count {
            steps.append(.present(new.modals[index], fromLevel: index))
        }
        return steps
    }

    /// Tears everything down and builds `new` from its root: the naive strategy, and the only
    /// one when the root itself cannot be kept.
    ///
    /// ```swift
    /// NavigationDiff.rebuild(from: old, to: new)
    /// // [.dismiss(toLevel: 0), .setRoot(new.root), .present(...), ...]
    /// ```
    ///
    /// - Parameters:
    ///   - old: What the host shows now.
    ///   - new: What it should show.
    /// - Returns: A dismissal of every modal (if any), a new root, and one presentation per level.
    /// - Complexity: O(m) in the number of modal levels.
    public static func rebuild(from old: NavigationState, to new: NavigationState) -> [HostStep] {
        var steps: [HostStep] = []
        if old.root != nil, !old.modals.isEmpty { steps.append(.dismiss(toLevel: 0)) }
        steps.append(.setRoot(new.root))
        for (index, modal) in new.modals.enumerated() { steps.append(.present(modal, fromLevel: index)) }
        return steps
    }

    private enum Ordering {
        case success([HostStep])
        /// A cycle: the lowest level that must be re-presented instead of edited.
        case failure(Int)
    }

    /// Orders the in-place edits so that a screen leaves its old container before it joins a new
    /// one (a host never shows one screen twice).
    private static func orderedEdits(_ fixes: [(level: Int, step: HostStep?)], old: NavigationState, new: NavigationState) -> Ordering {
        struct Edit {
            var level: Int
            var step: HostStep
            var removed: Set<Screen.ID>
            var added: Set<Screen.ID>
        }
        let edited = fixes.compactMap { fix in fix.step.map { (level: fix.level, step: $0) } }
        if edited.count < 2 { return .success(edited.map(\.step)) }
        var pending: [Edit] = edited.map { edit in
            let before = old.container(atLevel: edit.level)?.screenIDs ?? []
            let after = new.container(atLevel: edit.level)?.screenIDs ?? []
            return Edit(level: edit.level, step: edit.step, removed: before.subtracting(after), added: after.subtracting(before))
        }
        var ordered: [HostStep] = []
        while !pending.isEmpty {
            let ready = pending.indices.first { candidate in
                pending.indices.allSatisfy { other in
                    other == candidate || pending[other].removed.isDisjoint(with: pending[candidate].added)
                }
            }
            guard let ready else { return .failure(pending.map(\.level).max() ?? 1) }
            ordered.append(pending.remove(at: ready).step)
        }
        return .success(ordered)
    }
}

extension ContainerFix {
    fileprivate var step: HostStep? {
        if case .step(let step) = self { return step }
        return nil
    }
}
