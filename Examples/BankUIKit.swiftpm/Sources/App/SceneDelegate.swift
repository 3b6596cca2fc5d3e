import UIKit
import BankCore
import Waypoint
import WaypointUIKit

/// One window: a `UIKitHost` shows what the bank's navigator decides, and links from the system
/// reach the routing hub.
@MainActor
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var bank: Bank?

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        let screens = BankScreens()
        let host = UIKitHost(window: window) { @MainActor screen in screens.controller(for: screen) }
        let bank = Bank(host: host, scheme: "bankuikit")
        screens.bank = bank
        self.window = window
        self.bank = bank
        // A link that launched the app waits in the hub for the navigator, then for the login.
        for context in connectionOptions.urlContexts {
            bank.open(context.url, sourceApplication: context.options.sourceApplication)
        }
        Task { await bank.launch() }
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        for context in URLContexts {
            bank?.open(context.url, sourceApplication: context.options.sourceApplication)
        }
    }
}
