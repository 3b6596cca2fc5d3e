#if canImport(UIKit)
import UIKit
@_spi(HostAuthoring) import WaypointNavigation

/// A container controller the host built, held weakly so that a reused address is never
/// mistaken for it.
struct WeakController {
    weak var controller: UIViewController?
}

extension UIKitHost {
    /// The controller of a screen, built once per identity.
    func controller(for screen: Screen) -> UIViewController {
        if let existing = controllers[screen.id] { return existing }
        let made = registry.flatMap { try? $0.view(for: screen, navigator: navigator) } ?? makeController(screen)
        controllers[screen.id] = made
        screenIDs[ObjectIdentifier(made)] = screen.id
        return made
    }

    /// The controller of a container: a screen's, or a navigation or tab bar controller built
    /// for it, with the host's delegate proxy installed in front of the app's delegate.
    func controller(for container: Container) -> UIViewController {
        switch container {
        case .screen(let screen):
            return controller(for: screen)
        case .stack(let screens):
            return navigationController(showing: screens)
        case .tabs(let tabs, let selected):
            let tabBar = makeTabBarController()
            tabBar.setViewControllers(tabs.map(tabController(for:)), animated: false)
            tabBar.selectedIndex = selected
            let proxy = TabBarDelegateProxy(host: self, appDelegate: tabBar.delegate)
            tabBar.delegate = proxy
            adopt(tabBar, proxy: proxy)
            return tabBar
        case .split(let split):
            return splitController(for: split)
        }
    }

    /// A navigation controller the host built, showing `screens`, with its delegate proxy.
    func navigationController(showing screens: some Sequence<Screen>) -> UINavigationController {
        let stack = makeNavigationController()
        stack.setViewControllers(screens.map(controller(for:)), animated: false)
        let proxy = NavigationDelegateProxy(host: self, appDelegate: stack.delegate)
        stack.delegate = proxy
        adopt(stack, proxy: proxy)
        return stack
    }

    /// The controller of one tab, with the tab item its root screen describes.
    func tabController(for tab: Container) -> UIViewController {
        let made = controller(for: tab)
        if let item = tab.tabItem {
            made.tabBarItem = UITabBarItem(title: item.title, image: UIImage(systemName: item.systemImage), selectedImage: nil)
        }
        return made
    }

    func adopt(_ container: UIViewController, proxy: NSObject) {
        containers[ObjectIdentifier(container)] = WeakController(controller: container)
        containerProxies[ObjectIdentifier(container)] = proxy
    }

    /// Lets go of the controllers of screens that left, and of containers UIKit released.
    func releaseControllers() {
        let alive = Set(reader.next.screens.map(\.id))
        for (id, controller) in controllers where !alive.contains(id) {
            controllers[id] = nil
            screenIDs[ObjectIdentifier(controller)] = nil
            presentationProxies[ObjectIdentifier(controller)] = nil
        }
        for (key, weak) in containers where weak.controller == nil {
            containers[key] = nil
            containerProxies[key] = nil
            presentationProxies[key] = nil
        }
    }

    /// What UIKit shows, described for the reader: the host's root (the window's, or the
    /// embedded navigation controller) and the presented chain above it,
    /// each controller named by the screen it shows, or `foreign` when the host did not build it.
    func snapshot() -> HostSnapshot {
        guard let root = rootController else { return HostSnapshot(root: nil) }
        var presented: [HostNode] = []
        var current = root.presentedViewController
        while let controller = current {
            presented.append(node(for: controller))
            current = controller.presentedViewController
        }
        return HostSnapshot(root: node(for: root), presented: presented)
    }

    private func node(for controller: UIViewController) -> HostNode {
        if let id = screenID(of: controller) { return .screen(id) }
        guard containers[ObjectIdentifier(controller)]?.controller === controller else { return .foreign }
        if let stack = controller as? UINavigationController {
            return .stack(stack.viewControllers.map(screenID(of:)))
        }
        if let tabBar = controller as? UITabBarController {
            return .tabs((tabBar.viewControllers ?? []).map(node(for:)), selected: tabBar.selectedIndex)
        }
        if let split = controller as? UISplitViewController { return splitNode(for: split) }
        return .foreign
    }

    /// The identity of the screen a controller shows, when the host built it for one.
    func screenID(of controller: UIViewController) -> Screen.ID? {
        guard let id = screenIDs[ObjectIdentifier(controller)], controllers[id] === controller else { return nil }
        return id
    }

    /// The controller at `index` in the presented chain (0 is the window's root).
    func chainController(at index: Int) -> UIViewController? {
        var current = rootController
        for _ in 0..<index { current = current?.presentedViewController }
        return current
    }

    /// The controller at `address`: a chain controller, then tab children, then a split view's
    /// column.
    func controller(at address: HostAddress) -> UIViewController? {
        var current = chainController(at: address.chainIndex)
        for index in address.tabs {
            guard let children = (current as? UITabBarController)?.viewControllers, children.indices.contains(index) else { return nil }
            current = children[index]
        }
        guard let column = address.column else { return current }
        return (current as? UISplitViewController)?.viewController(for: column.uiColumn)
    }

    /// Where a container controller sits, searched along the chain and down through tabs.
    func address(of target: UIViewController) -> HostAddress? {
        var chainIndex = 0
        var current = rootController
        while let controller = current {
            if let found = path(to: target, from: controller) {
                return HostAddress(chainIndex: chainIndex, tabs: found.tabs, column: found.column)
            }
            current = controller.presentedViewController
            chainIndex += 1
        }
        return nil
    }

    /// The tab indices (and split view column) from `node` down to `target`; a split view's
    /// compact column is the split view itself, whose collapsed stack it shows.
    private func path(to target: UIViewController, from node: UIViewController) -> (tabs: [Int], column: SplitColumns.Column?)? {
        if node === target { return ([], nil) }
        if let split = node as? UISplitViewController {
            if split.viewController(for: .compact) === target { return ([], nil) }
            guard let column = SplitColumns.Column.allCases.first(where: { split.viewController(for: $0.uiColumn) === target }) else { return nil }
            return ([], column)
        }
        guard let tabBar = node as? UITabBarController else { return nil }
        for (index, child) in (tabBar.viewControllers ?? []).enumerated() {
            if let found = path(to: target, from: child) { return ([index] + found.tabs, found.column) }
        }
        return nil
    }

    /// The chain index of a presented controller.
    func chainIndex(of presented: UIViewController) -> Int? {
        var chainIndex = 0
        var current = rootController
        while let controller = current {
            if controller === presented { return chainIndex }
            current = controller.presentedViewController
            chainIndex += 1
        }
        return nil
    }
}
#endif
