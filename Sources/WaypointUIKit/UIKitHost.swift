#if canImport(UIKit)
public import UIKit
@_spi(HostAuthoring) public import WaypointNavigation

/// Shows a ``NavigationState`` with UIKit: the platform host behind the ``NavigationHost`` seam.
///
/// The host only makes UIKit calls. Every decision — where a step happens, whether it happened,
/// what a delegate callback means — is taken by a ``HostReader`` from plain descriptions of
/// what UIKit shows (``HostSnapshot``) and reports (``HostEvent``). So the host:
/// - performs each ``HostStep`` with one UIKit call, `animated` as the navigator asks (a cold
///   start and a restored state never animate), and completes it when UIKit finished it; a step
///   whose container is not on screen is refused, never reported as done;
/// - shows a split view with a column-style `UISplitViewController`, one navigation controller
///   per column; collapsed (a compact width), its compact column shows the columns as one stack
///   (``SplitColumns/collapsed``), and the host moves the controllers when UIKit collapses or
///   expands it;
/// - walks past view controllers the app presents itself (an alert, a share sheet): new levels
///   are presented above them and never mistaken for them;
/// - reports what the user did: Back and edge swipes (a pop, or a cancelled one), the back
///   button's menu and a re-tap of the selected tab (a pop of several screens), a sheet swiped
///   down (unless its screen refuses, see ``ModalDestination``), a tab tapped;
/// - keeps the app's own delegates: each navigation, tab bar and presentation controller it
///   builds gets a proxy that forwards every delegate method to the delegate the app installed
///   (custom transitions, `presentationControllerShouldDismiss` for a half-filled form).
///
/// A host owns the window's root view controller, or, made with ``init(managing:screens:)``, one
/// navigation controller of an app that keeps its own root, tabs and coordinators (``HostScope``
/// says what it may touch then).
///
/// Screens are built by a factory the app supplies, once per ``Screen/ID``, and released when the
/// screen leaves. Tabs show the ``Container/TabItem`` their root screen's destination describes.
///
/// ```swift
/// let host = UIKitHost(window: window) { screen in
///     switch screen.destination.base {
///     case let card as CardDestination: CardViewController(card)
///     default: UIHostingController(rootView: Text(screen.destination.description))
///     }
/// }
/// let navigator = Navigator(host: host)
/// try navigator.execute(.setRoot(.stack([navigator.makeScreen(Home.overview)])))
/// ```
@MainActor
public final class UIKitHost: NavigationHost {
    /// Builds the view controller that shows one screen.
    public typealias ScreenFactory = @MainActor (Screen) -> UIViewController

    @_spi(HostAuthoring) public var onUserGesture: (@MainActor (UserGesture) -> Void)?

    /// The delegate every sheet's presentation controller forwards to when neither the
    /// presentation controller nor the presented screen's controller brings its own.
    ///
    /// ```swift
    /// host.presentationDelegate = formsDelegate   // asked `presentationControllerShouldDismiss`
    /// ```
    public weak var presentationDelegate: (any UIAdaptivePresentationControllerDelegate)?

    /// The navigator that drives the host, set when it takes the host; held weakly.
    public internal(set) weak var navigator: Navigator?

    /// Every decision, and what the host shows.
    var reader: HostReader
    /// What the host owns: the window's root, or one navigation controller of the app's.
    let place: Place
    let makeController: ScreenFactory
    /// The views of the screens, when the host was created with a registry.
    var registry: ScreenRegistry<UIViewController>?
    let makeNavigationController: @MainActor () -> UINavigationController
    let makeTabBarController: @MainActor () -> UITabBarController
    var controllers: [Screen.ID: UIViewController] = [:]
    var screenIDs: [ObjectIdentifier: Screen.ID] = [:]
    var containers: [ObjectIdentifier: WeakController] = [:]
    /// Delegates are weak in UIKit: the host keeps its proxies alive, one per navigation or tab
    /// bar controller, and one per presented level (whose controller may be a navigation
    /// controller with a proxy of its own).
    var containerProxies: [ObjectIdentifier: NSObject] = [:]
    var presentationProxies: [ObjectIdentifier: NSObject] = [:]

    /// Creates a host that shows screens in `window`.
    ///
    /// Give your own navigation or tab bar controllers (a subclass, a delegate with custom
    /// transitions already set) through the factories: the host keeps the delegate it finds on
    /// each one and forwards every callback to it.
    ///
    /// ```swift
    /// let host = UIKitHost(window: window, navigationController: { BrandedNavigationController() }) { screen in
    ///     ScreenFactory.controller(for: screen)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - window: The window whose root view controller the host owns.
    ///   - navigationController: Makes the navigation controller of each stack.
    ///   - tabBarController: Makes the tab bar controller of each tabs container.
    ///   - screens: Builds the view controller of a screen; called once per screen identity.
    public convenience init(
        window: UIWindow,
        navigationController: @escaping @MainActor () -> UINavigationController = { UINavigationController() },
        tabBarController: @escaping @MainActor () -> UITabBarController = { UITabBarController() },
        screens: @escaping ScreenFactory
    ) {
        self.init(place: .window(window), navigationController: navigationController, tabBarController: tabBarController, screens: screens)
    }

    /// Creates a host that owns `place`: a window, or one navigation controller of the app's
    /// (``init(managing:screens:)``), whose delegate proxy it installs.
    init(
        place: Place,
        navigationController: @escaping @MainActor () -> UINavigationController,
        tabBarController: @escaping @MainActor () -> UITabBarController,
        screens: @escaping ScreenFactory
    ) {
        self.place = place
        self.makeController = screens
        self.makeNavigationController = navigationController
        self.makeTabBarController = tabBarController
        switch place {
        case .window:
            reader = HostReader()
        case .stack(let stack):
            reader = HostReader(scope: .embeddedStack)
            let proxy = NavigationDelegateProxy(host: self, appDelegate: stack.delegate)
            stack.delegate = proxy
            adopt(stack, proxy: proxy)
        }
        observeWidth()
    }

    /// Creates a host that shows each screen with the view controller its module registered.
    ///
    /// A step that brings a screen no module shows is refused
    /// (``NavigationError/Kind/unknownDestination``) before UIKit sees it.
    ///
    /// ```swift
    /// let modules = try ModuleRegistry<UIViewController>([CardsModule(), HomeModule()], hub: hub)
    /// let host = UIKitHost(window: window, screens: modules.screens)
    /// ```
    ///
    /// - Parameters:
    ///   - window: The window whose root view controller the host owns.
    ///   - navigationController: Makes the navigation controller of each stack.
    ///   - tabBarController: Makes the tab bar controller of each tabs container.
    ///   - screens: The view controllers of every destination type.
    public convenience init(
        window: UIWindow,
        navigationController: @escaping @MainActor () -> UINavigationController = { UINavigationController() },
        tabBarController: @escaping @MainActor () -> UITabBarController = { UITabBarController() },
        screens: ScreenRegistry<UIViewController>
    ) {
        // The registry builds every controller; the factory is the placeholder of a screen whose
        // builder could not (one registered `ownedBy:` a flow that does not own it).
        self.init(window: window, navigationController: navigationController, tabBarController: tabBarController) { @MainActor _ in
            UIViewController()
        }
        registry = screens
    }

    /// What the host shows, as the navigation layer sees it.
    public var shown: NavigationState { reader.shown }

    @_spi(HostAuthoring) public func perform(_ step: HostStep, completion: @escaping @MainActor (HostStepOutcome) -> Void) {
        perform(step, animated: true, completion: completion)
    }

    /// Performs `step` with one UIKit call and completes it when UIKit finished it.
    ///
    /// - Parameters:
    ///   - step: The transition.
    ///   - animated: Passed to UIKit's `animated:`.
    ///   - completion: Called once: `.completed` when UIKit shows the result, `.refused` when the
    ///     step breaks the host's rules or its container is not on screen.
    @_spi(HostAuthoring) public func perform(_ step: HostStep, animated: Bool, completion: @escaping @MainActor (HostStepOutcome) -> Void) {
        let placement: HostPlacement
        do {
            try registry?.check(step)
            placement = try reader.begin(step, in: snapshot())
        } catch {
            completion(.refused(error))
            return
        }
        let finish: @MainActor () -> Void = { [weak self] in
            guard let self else { return }
            let outcome = self.reader.finish(in: self.snapshot())
            self.releaseControllers()
            completion(outcome)
        }
        if case .container(let address) = placement, let split = splitController(at: address) {
            switch step {
            case .push, .pop, .setStack, .setColumns: return performOnSplit(split, at: address, animated: animated, then: finish)
            case .dismiss, .setRoot, .present, .selectTab, .setTabs: break
            }
        }
        switch (step, placement) {
        case (.setRoot(let container), .window(let dismissingPresented)):
            guard case .window(let window) = place else { return completion(reader.abandon()) }
            if dismissingPresented { window.rootViewController?.dismiss(animated: false) }
            swapRoot(in: window, to: container.map(controller(for:)), animated: animated) { @MainActor [weak self] in
                finish()
                self?.reportWidth(of: window.traitCollection)
            }
        case (.setRoot(.stack(let screens)?), .embeddedRoot):
            guard case .stack(let stack) = place else { return completion(reader.abandon()) }
            stack.setViewControllers(screens.map(controller(for:)), animated: animated && !stack.viewControllers.isEmpty)
            afterTransition(of: stack, animated: animated) { @MainActor [weak self] in
                finish()
                self?.reportWidth(of: stack.traitCollection)
            }
        case (.present(let modal, let level), .presenter(let index)):
            guard let presenter = chainController(at: index) else { return completion(reader.abandon()) }
            presenter.present(presentedController(for: modal, fromLevel: level), animated: animated) { @MainActor in finish() }
        case (.dismiss, .presenter(let index)):
            guard let presenter = chainController(at: index) else { return completion(reader.abandon()) }
            presenter.dismiss(animated: animated) { @MainActor in finish() }
        case (.push(let screen, _), .container(let address)):
            guard let stack = controller(at: address) as? UINavigationController else { return completion(reader.abandon()) }
            stack.pushViewController(controller(for: screen), animated: animated)
            afterTransition(of: stack, animated: animated, then: finish)
        case (.pop, .container(let address)):
            guard let stack = controller(at: address) as? UINavigationController else { return completion(reader.abandon()) }
            stack.popViewController(animated: animated)
            afterTransition(of: stack, animated: animated, then: finish)
        case (.setStack(let screens, _), .container(let address)):
            guard let stack = controller(at: address) as? UINavigationController else { return completion(reader.abandon()) }
            stack.setViewControllers(screens.map(controller(for:)), animated: animated)
            afterTransition(of: stack, animated: animated, then: finish)
        case (.selectTab(let index, _), .container(let address)):
            guard let tabs = controller(at: address) as? UITabBarController else { return completion(reader.abandon()) }
            tabs.selectedIndex = index
            finish()
        case (.setTabs(let children, let selected, _), .container(let address)):
            guard let tabs = controller(at: address) as? UITabBarController else { return completion(reader.abandon()) }
            tabs.setViewControllers(children.map(tabController(for:)), animated: animated)
            tabs.selectedIndex = selected
            finish()
        default:
            completion(reader.abandon())
        }
    }

    private func swapRoot(
        in window: UIWindow, to root: UIViewController?, animated: Bool, then finish: @escaping @MainActor () -> Void
    ) {
        guard animated, window.rootViewController != nil, let root else {
            window.rootViewController = root
            if root != nil, !window.isKeyWindow { window.makeKeyAndVisible() }
            return finish()
        }
        UIView.transition(
            with: window, duration: 0.3, options: .transitionCrossDissolve,
            animations: { @MainActor in window.rootViewController = root },
            completion: { @MainActor _ in finish() })
    }

    /// Finishes when the navigation controller's transition has finished (at once without one).
    private func afterTransition(
        of stack: UINavigationController, animated: Bool, then finish: @escaping @MainActor () -> Void
    ) {
        guard animated, let coordinator = stack.transitionCoordinator,
            coordinator.animate(alongsideTransition: nil, completion: { @MainActor _ in finish() })
        else { return finish() }
    }
}
#endif
