import UIKit
import BankCore

extension HomeScreens where Content == UIViewController {
    /// The home module's view controller, which the module registers for `Home`.
    static var uiKit: Self {
        HomeScreens { @MainActor bank, screen in
            ActionsViewController(
                title: "Hello, \(bank.session.user ?? "")",
                message: "\"Block card 42\" opens a flow by URL through the routing hub; \"Account 7\" is a deep link from a push notification.",
                actions: [
                    .init("Accounts") { @MainActor in bank.push(Accounts.list, above: screen) },
                    .init("Block card 42") { @MainActor in bank.open("cards/42/block") },
                    .init("Account 7") { @MainActor in bank.open("accounts/7", from: .pushNotification) },
                    .init("Log out") { @MainActor in bank.logOut() },
                ])
        }
    }
}
