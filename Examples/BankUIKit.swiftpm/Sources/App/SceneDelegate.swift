import UIKit
import BankCore
import Waypoint
import WaypointUIKit

/// One window: a `UIKitHost` shows what the bank's navigator decides, links from the system
/// reach the routing hub, and UIKit's scene state restoration brings back the screens and flows.
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
        // What the scene saved before the system ended the app: the screens and their flows.
        let saved = session.stateRestorationActivity?.userInfo?[Self.navigationKey] as? Data
        Task { @MainActor in await bank.launch(restoring: saved) }
    }

    /// UIKit asks before the scene disconnects; the activity's type is in `NSUserActivityTypes`.
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        guard let saved = bank?.savedState() else { return nil }
        let activity = NSUserActivity(activityType: Self.activityType)
        activity.addUserInfoEntries(from: [Self.navigationKey: saved])
        return activity
    }

    private static let activityType = "com.example.waypoint.BankUIKit.navigation"
    private static let navigationKey = "navigation"

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        for context in URLContexts {
            bank?.open(context.url, sourceApplication: context.options.sourceApplication)
        }
    }
}
