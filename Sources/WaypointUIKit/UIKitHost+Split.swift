#if canImport(UIKit)
import UIKit
@_spi(HostAuthoring) import WaypointNavigation

/// Split views: a column-style `UISplitViewController` with one navigation controller per
/// column, plus one for the compact column, which shows the columns collapsed into one stack
/// while the split view is collapsed. Which screens go where comes from the reader
/// (``HostReader/split(at:in:)``: ``SplitColumns/collapsed`` or the columns); the host moves the
/// controllers when UIKit collapses or expands the split view and sets the navigation
/// controllers' stacks for each step.
extension UIKitHost {
    /// The split view controller of a split container, its columns' navigation controllers set.
    func splitController(for split: SplitColumns) -> UISplitViewController {
        let controller = UISplitViewController(style: split.content == nil ? .doubleColumn : .tripleColumn)
        for column in split.columns {
            controller.setViewController(navigationController(showing: split[column] ?? []), for: column.uiColumn)
        }
        controller.setViewController(navigationController(showing: []), for: .compact)
        let proxy = SplitDelegateProxy(host: self, appDelegate: controller.delegate)
        controller.delegate = proxy
        adopt(controller, proxy: proxy)
        return controller
    }

    /// What a split view controller shows, by columns: each column's stack, or, while it is
    /// collapsed, its compact column's stack laid out in columns by the reader. (Right after
    /// UIKit collapsed it and before the host moved the controllers, they are still in the
    /// columns: a shown split always has a sidebar screen.)
    func splitNode(for split: UISplitViewController) -> HostNode {
        if split.isCollapsed, let compact = split.viewController(for: .compact) as? UINavigationController,
            !compact.viewControllers.isEmpty
        {
            return reader.node(ofCollapsedSplit: compact.viewControllers.map(screenID(of:)))
        }
        let columns: [UISplitViewController.Column] = split.style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
        return .split(columns.map { column in
            ((split.viewController(for: column) as? UINavigationController)?.viewControllers ?? []).map(screenID(of:))
        })
    }

    /// Performs a step on the split view at `address` (a column's or the split's own): sets the
    /// stacks of the navigation controllers on screen to what the reader says the split shows
    /// next; UIKit animates a new top as a push and a top that left as a pop.
    func performOnSplit(
        _ split: UISplitViewController, at address: HostAddress, animated: Bool, then finish: @escaping @MainActor () -> Void
    ) {
        guard let columns = reader.split(at: address, in: snapshot()) else { return finish() }
        let changed = layOut(split, showing: columns, collapsed: split.isCollapsed, animated: animated)
        guard animated, let coordinator = changed.lazy.compactMap(\.transitionCoordinator).first,
            coordinator.animate(alongsideTransition: nil, completion: { @MainActor _ in finish() })
        else { return finish() }
    }

    /// UIKit collapses or expands `split`: the screens' controllers move to the compact
    /// column's stack or back to their columns.
    func layOutSplit(_ split: UISplitViewController, collapsed: Bool) {
        guard let address = address(of: split), let columns = reader.split(at: address, in: snapshot()) else { return }
        layOut(split, showing: columns, collapsed: collapsed, animated: false)
    }

    /// Sets the navigation controllers' stacks; returns the ones whose stack changed.
    @discardableResult
    private func layOut(_ split: UISplitViewController, showing columns: SplitColumns, collapsed: Bool, animated: Bool) -> [UINavigationController] {
        var stacks: [(UINavigationController?, [Screen])] = []
        if collapsed {
            // A controller has one parent: empty the columns before the compact column takes them.
            stacks = columns.columns.map { (split.viewController(for: $0.uiColumn) as? UINavigationController, []) }
            stacks.append((split.viewController(for: .compact) as? UINavigationController, columns.collapsed))
        } else {
            stacks = [(split.viewController(for: .compact) as? UINavigationController, [])]
            stacks += columns.columns.map { (split.viewController(for: $0.uiColumn) as? UINavigationController, columns[$0] ?? []) }
        }
        var changed: [UINavigationController] = []
        for case let (stack?, screens) in stacks {
            let wanted = screens.map(controller(for:))
            guard stack.viewControllers != wanted else { continue }
            stack.setViewControllers(wanted, animated: animated && !wanted.isEmpty)
            changed.append(stack)
        }
        return changed
    }

    /// The split view controller at `address` (its own or one of its columns'), if one is there.
    func splitController(at address: HostAddress) -> UISplitViewController? {
        controller(at: HostAddress(chainIndex: address.chainIndex, tabs: address.tabs)) as? UISplitViewController
    }
}

extension SplitColumns.Column {
    /// The column of a column-style `UISplitViewController`.
    var uiColumn: UISplitViewController.Column {
        switch self {
        case .sidebar: .primary
        case .content: .supplementary
        case .detail: .secondary
        }
    }
}
#endif
