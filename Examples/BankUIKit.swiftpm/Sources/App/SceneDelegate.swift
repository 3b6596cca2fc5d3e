import UIKit
import BankCore
import Waypoint
import WaypointUIKit

/// One window: a `UIKitHost` shows what the bank's navigator decides, each screen with the view
/// controller its module registered; links from the system reach the routing hub, and UIKit's
/// scene state restoration brings back the screens and flows.
@MainActor
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var bank: Bank?

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        // Each product module registers its routes, flows and screens (`Sources/Modules/`); the
        // host shows every screen with the view controller its module registered.
        let bank: Bank
        do {
            bank = try Bank(scheme: "bankuikit", auth: .uiKit, home: .uiKit, accounts: .uiKit, cards: .uiKit) {
                @MainActor screens in UIKitHost(window: window, screens: screens)
            }
        } catch {
            fatalError("The bank's modules do not fit together: \(error)")  // names the module at fault
        }
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
