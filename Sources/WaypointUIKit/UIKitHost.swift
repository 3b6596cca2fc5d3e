#if canImport(UIKit)
public import UIKit
public import WaypointNavigation

/// Shows a ``NavigationState`` with UIKit: the platform host behind the ``NavigationHost`` seam.
///
/// Every decision lives above this type; it only turns each ``HostStep`` into one UIKit call and
/// turns what the user did (back button, edge swipe, sheet pulled down, tab tapped) into a
/// ``UserGesture`` for the navigator. Screens are built by a factory the app supplies, once per
/// ``ScreenID``, and released when the screen leaves.
///
/// ```swift
/// let host = UIKitHost(window: window) { screen in
///     ScreenFactory.controller(for: screen.destination)
/// }
/// let navigator = Navigator(host: host)
/// ```
@MainActor
public final class UIKitHost: NSObject, NavigationHost {
    /// Builds the view controller that shows one screen.
    public typealias ScreenFactory = @MainActor (Screen) -> UIViewController

    public var onUserGesture: (@MainActor (UserGesture) -> Void)?

    private let window: UIWindow
    private let makeController: ScreenFactory
    private var controllers: [ScreenID: UIViewController] = [:]
    /// What UIKit shows, as the navigation layer sees it.
    private var shown = NavigationState.empty
    private var performing = false

    /// Creates a host that shows screens in `window`.
    ///
    /// - Parameters:
    ///   - window: The window whose root view controller the host owns.
    ///   - screens: Builds the view controller of a screen; called once per screen identity.
    public init(window: UIWindow, screens: @escaping ScreenFactory) {
        self.window = window
        self.makeController = screens
    }

    public func perform(_ step: HostStep, completion: @escaping @MainActor (HostStepOutcome) -> Void) {
        let next: NavigationState
        do {
            next = try shown.performing(step)
        } catch {
            completion(.refused(error))
            return
        }
        performing = true
        let finish: @MainActor () -> Void = { [weak self] in
            guard let self else { return }
            self.shown = next
            self.performing = false
            self.releaseControllers(notIn: next)
            completion(.completed)
        }
        switch step {
        case .setRoot(let container):
            window.rootViewController = container.map(controller(for:))
            window.makeKeyAndVisible()
            finish()
        case .present(let modal, let level):
            let presented = controller(for: modal.content)
            presented.modalPresentationStyle = modal.style == .sheet ? .pageSheet : .fullScreen
            presented.presentationController?.delegate = self
            presenter(atLevel: level)?.present(presented, animated: true, completion: finish)
        case .dismiss(let level):
            presenter(atLevel: level)?.dismiss(animated: true, completion: finish)
        case .push(let screen, let path):
            animate(finish) { self.navigationController(at: path)?.pushViewController(self.controller(for: screen), animated: true) }
        case .pop(let path):
            animate(finish) { _ = self.navigationController(at: path)?.popViewController(animated: true) }
        case .setStack(let screens, let path):
            animate(finish) { self.navigationController(at: path)?.setViewControllers(screens.map(self.controller(for:)), animated: true) }
        case .selectTab(let index, let path):
            tabBarController(at: path)?.selectedIndex = index
            finish()
        case .setTabs(let tabs, let selected, let path):
            let tabBar = tabBarController(at: path)
            tabBar?.setViewControllers(tabs.map(controller(for:)), animated: false)
            tabBar?.selectedIndex = selected
            finish()
        }
    }

    private func animate(_ finish: @escaping @MainActor () -> Void, _ change: () -> Void) {
        CATransaction.begin()
        CATransaction.setCompletionBlock { MainActor.assumeIsolated { finish() } }
        change()
        CATransaction.commit()
    }

    private func report(_ gesture: UserGesture) {
        guard let next = try? shown.performing(gesture) else { return }
        shown = next
        releaseControllers(notIn: next)
        onUserGesture?(gesture)
    }
}

extension UIKitHost {
    private func controller(for screen: Screen) -> UIViewController {
        if let existing = controllers[screen.id] { return existing }
        let made = makeController(screen)
        controllers[screen.id] = made
        return made
    }

    private func controller(for container: Container) -> UIViewController {
        switch container {
        case .screen(let screen):
            return controller(for: screen)
        case .stack(let screens):
            let navigation = UINavigationController()
            navigation.delegate = self
            navigation.setViewControllers(screens.map(controller(for:)), animated: false)
            return navigation
        case .tabs(let tabs, let selected):
            let tabBar = UITabBarController()
            tabBar.delegate = self
            tabBar.setViewControllers(tabs.map(controller(for:)), animated: false)
            tabBar.selectedIndex = selected
            return tabBar
        }
    }

    private func releaseControllers(notIn state: NavigationState) {
        let alive = Set(state.screens.map(\.id))
        controllers = controllers.filter { alive.contains($0.key) }
    }

    /// The view controller that fills a level: the window's root, or the `level`-th presented one.
    private func presenter(atLevel level: Int) -> UIViewController? {
        var current = window.rootViewController
        for _ in 0..<level { current = current?.presentedViewController }
        return current
    }

    private func container(at path: ContainerPath) -> UIViewController? {
        var current = presenter(atLevel: path.level)
        for index in path.tabs {
            current = (current as? UITabBarController)?.viewControllers?[index]
        }
        return current
    }

    private func navigationController(at path: ContainerPath) -> UINavigationController? {
        container(at: path) as? UINavigationController
    }

    private func tabBarController(at path: ContainerPath) -> UITabBarController? {
        container(at: path) as? UITabBarController
    }

    /// The path of a container view controller the host built, searched level by level.
    private func path(of target: UIViewController) -> ContainerPath? {
        for level in 0..<shown.levelCount {
            if let found = search(presenter(atLevel: level), for: target, at: ContainerPath(level: level)) { return found }
        }
        return nil
    }

    private func search(_ node: UIViewController?, for target: UIViewController, at path: ContainerPath) -> ContainerPath? {
        guard let node else { return nil }
        if node === target { return path }
        guard let tabBar = node as? UITabBarController else { return nil }
        for (index, child) in (tabBar.viewControllers ?? []).enumerated() {
            if let found = search(child, for: target, at: path.tab(index)) { return found }
        }
        return nil
    }
}

extension UIKitHost: UINavigationControllerDelegate {
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        guard !performing, let path = path(of: navigationController),
            case .stack(let screens)? = shown.container(at: path)
        else { return }
        // The user popped (back button or a finished edge swipe) when UIKit now shows fewer screens.
        if navigationController.viewControllers.count < screens.count {
            report(.interactivePop(in: path))
        }
    }
}

extension UIKitHost: UIAdaptivePresentationControllerDelegate {
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        // Only the top-most level can be pulled down; UIKit has already removed it from the chain.
        guard !performing, shown.topLevel >= 1 else { return }
        report(.swipeDown(level: shown.topLevel))
    }
}

extension UIKitHost: UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        guard !performing, let path = path(of: tabBarController) else { return }
        report(.tabTap(tabBarController.selectedIndex, in: path))
    }
}
#endif
