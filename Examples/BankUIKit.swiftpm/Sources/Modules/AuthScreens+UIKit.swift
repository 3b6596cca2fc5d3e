import UIKit
import BankCore

extension AuthScreens where Content == UIViewController {
    /// The auth module's view controller, which the module registers for `Auth`.
    static var uiKit: Self {
        AuthScreens { logIn in
            ActionsViewController(
                title: "Waypoint Bank",
                message: "Logging in finishes the login flow; the app coordinator then swaps the root to the main flow.",
                actions: [.init("Log in as Ana", run: logIn)])
        }
    }
}
