#if canImport(UIKit)
public import UIKit
@_spi(HostAuthoring) public import WaypointNavigation

extension UIKitHost {
    /// What a host owns: a window's root view controller, or one navigation controller the app
    /// handed it.
    enum Place {
        case window(UIWindow)
        case stack(UINavigationController)
    }

    /// The bottom of the presented chain: the window's root, or the embedded navigation controller.
    var rootController: UIViewController? {
        switch place {
        case .window(let window): window.rootViewController
        case .stack(let stack): stack
        }
    }

    /// Creates a host that manages one navigation controller of an app that keeps its own root,
    /// its own tab bar controller and its own coordinators: adopting Waypoint one feature at a
    /// time.
    ///
    /// The app builds the navigation controller, puts it where it likes — one tab of its
    /// `UITabBarController`, a controller it presents — and hands it over empty; the navigator's
    /// root is then that controller's stack. The host touches nothing else (``HostScope``):
    /// - never the window's root, the app's other tabs or the app's own presentations: a root
    ///   that is not a stack, a step that would pop or push over a controller the app pushed on
    ///   this stack, or a dismissal that would take a presentation the app made is refused, and
    ///   nothing changes;
    /// - the app's own `push`, `pop` and `popToRootViewController` on this controller read as the
    ///   user's Back button would: a controller of the app's on top changes nothing, fewer of
    ///   the host's screens is a pop the navigator hears about;
    /// - it presents its levels above whatever is on screen, the app's presentations included,
    ///   and dismisses only its own.
    ///
    /// The host installs its delegate proxy on the controller and forwards every delegate
    /// method to the delegate the app had set; set the app's delegate before, not after.
    ///
    /// ```swift
    /// let accounts = UINavigationController()
    /// accounts.tabBarItem = UITabBarItem(title: "Accounts", image: UIImage(systemName: "banknote"), tag: 1)
    /// tabBarController.viewControllers = [homeCoordinator.root, accounts, settings]   // the app's own
    /// let navigator = Navigator(host: UIKitHost(managing: accounts) { screen in
    ///     AccountsScreens.controller(for: screen)
    /// })
    /// navigator.showStack(at: Accounts.list)
    /// ```
    ///
    /// - Parameters:
    ///   - navigationController: The app's navigation controller whose stack the host manages.
    ///   - screens: Builds the view controller of a screen; called once per screen identity.
    public convenience init(managing navigationController: UINavigationController, screens: @escaping ScreenFactory) {
        self.init(
            place: .stack(navigationController), navigationController: { UINavigationController() },
            tabBarController: { UITabBarController() }, screens: screens)
    }

    /// Creates a host that manages one navigation controller of the app's, showing each screen
    /// with the view controller its module registered. A registry of SwiftUI views (with
    /// existing controllers registered by `register(_:module:controller:)`) serves too, through
    /// its `controllers`: each SwiftUI view in a hosting controller.
    ///
    /// ```swift
    /// let navigator = Navigator(host: UIKitHost(managing: accounts, screens: screens.controllers))
    /// navigator.showStack(at: Accounts.list)
    /// ```
    ///
    /// - Parameters:
    ///   - navigationController: The app's navigation controller whose stack the host manages.
    ///   - screens: The view controllers of every destination type.
    public convenience init(managing navigationController: UINavigationController, screens: ScreenRegistry<UIViewController>) {
        // The registry builds every controller; the factory is the placeholder of a screen whose
        // builder could not (one registered `ownedBy:` a flow that does not own it).
        self.init(managing: navigationController) { @MainActor _ in UIViewController() }
        registry = screens
    }
}
#endif
