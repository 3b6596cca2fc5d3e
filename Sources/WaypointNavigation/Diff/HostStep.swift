/// One transition a UIKit-like host performs.
///
/// Steps are what ``NavigationDiff/steps(from:to:)`` produces and what a ``NavigationHost``
/// performs, one at a time. Each maps to one platform call: `dismiss(animated:)` on the
/// presenter of a chain, `window.rootViewController`, `present(_:animated:)`,
/// `pushViewController`, `popViewController`, `setViewControllers` on a navigation or tab bar
/// controller, `selectedIndex`, and the columns' navigation controllers of a split view
/// controller (a column's steps name it in their path). ``NavigationState/performing(_:)-(HostStep)`` states the
/// rules under which each step is legal.
///
/// ```swift
/// NavigationDiff.steps(from: old, to: new)
/// // [.dismiss(toLevel: 0), .push(detail, in: .root), .present(help, fromLevel: 0)]
/// ```
@_spi(HostAuthoring) public enum HostStep: Hashable, Sendable, CustomStringConvertible {
    /// Dismisses every level above `toLevel` in one transition (the presenter of a chain dismisses it).
    case dismiss(toLevel: Int)
    /// Replaces the root container (or clears it); legal only when nothing is presented.
    case setRoot(Container?)
    /// Presents a new level from `fromLevel`, which must be the top-most level and not presenting yet.
    case present(Modal, fromLevel: Int)
    /// Pushes a screen on the stack at a path.
    case push(Screen, in: ContainerPath)
    /// Pops the top screen of the stack at a path, which must keep at least one screen.
    case pop(in: ContainerPath)
    /// Replaces the screens of the stack at a path in one transition.
    case setStack([Screen], in: ContainerPath)
    /// Selects a tab of the tabs at a path.
    case selectTab(Int, in: ContainerPath)
    /// Replaces the tabs (and the selection) of the tabs container at a path in one transition.
    case setTabs([Container], selected: Int, in: ContainerPath)
    /// Replaces several columns of the split view at a path in one transition.
    case setColumns(SplitColumns, in: ContainerPath)

    public var description: String {
        switch self {
        case .dismiss(let level): "dismiss(toLevel: \(level))"
        case .setRoot(let container): "setRoot(\(container?.kindName ?? "nil"))"
        case .present(let modal, let level): "present(\(modal.style), \(modal.content.kindName), fromLevel: \(level))"
        case .push(let screen, let path): "push(\(screen.id), in: \(path))"
        case .pop(let path): "pop(in: \(path))"
        case .setStack(let screens, let path): "setStack([\(screens.map(\.id.description).joined(separator: ", "))], in: \(path))"
        case .selectTab(let index, let path): "selectTab(\(index), in: \(path))"
        case .setTabs(let tabs, let selected, let path): "setTabs(\(tabs.count) tabs, selected: \(selected), in: \(path))"
        case .setColumns(let split, let path):
            "setColumns(" + split.columns.map { "\($0): [\((split[$0] ?? []).map(\.id.description).joined(separator: ", "))]" }.joined(separator: ", ")
                + ", in: \(path))"
        }
    }
}
