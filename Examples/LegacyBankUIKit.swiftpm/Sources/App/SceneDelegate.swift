import UIKit

/// One window whose root is the app's own tab bar controller, built the way the app always did.
/// Only the Accounts tab is new: a navigation controller that Waypoint manages
/// (`AccountsTab`); the Home tab keeps its coordinator and the Profile tab its view controller.
@MainActor
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var home: HomeCoordinator?
    private var accounts: AccountsTab?

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let home = HomeCoordinator()
        let accounts = AccountsTab()
        let profile = UINavigationController(rootViewController: MessageViewController(title: "Profile", message: "Ana"))
        profile.tabBarItem = UITabBarItem(title: "Profile", image: UIImage(systemName: "person"), tag: 2)

        let tabs = UITabBarController()
        tabs.viewControllers = [home.navigationController, accounts.navigationController, profile]
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        home.start()
        accounts.start()
        self.window = window
        self.home = home
        self.accounts = accounts
    }
}
