import UIKit
import BankCore

extension HomeScreens where Content == UIViewController {
    /// The home module's view controller, which the module registers for `Home`.
    static var uiKit: Self {
        HomeScreens { bank, screen in
            ActionsViewController(
                title: "Hello, \(bank.session.user ?? "")",
                message: "\"Block card 42\" opens a flow by URL through the routing hub; \"Account 7\" is a deep link from a push notification.",
                actions: [
                    .init("Accounts") { bank.navigator.push(Accounts.list) },
                    .init("Block card 42") { bank.open("cards/42/block") },
                    .init("Account 7") { bank.open("accounts/7", from: .pushNotification) },
                    .init("Log out") { bank.logOut() },
                ])
        }
    }
}
