import UIKit
import BankCore
import Waypoint

/// Builds the view controller of each screen for the `UIKitHost`, chosen by its destination. The
/// host builds one per screen and lets it go when the screen leaves.
@MainActor
final class BankScreens {
    /// Weak: the bank owns the navigator, which owns the host, which owns this factory.
    weak var bank: Bank?

    func controller(for screen: Screen) -> UIViewController {
        guard let bank else { return UIViewController() }
        switch screen.destination.base {
        case is Auth:
            return ActionsViewController(
                title: "Waypoint Bank",
                message: "Logging in finishes the login flow; the app coordinator then swaps the root to the main flow.",
                actions: [.init("Log in as Ana") { bank.logIn(on: screen) }])
        case is Home:
            return ActionsViewController(
                title: "Hello, \(bank.session.user ?? "")",
                message: "\"Block card 42\" opens a flow by URL through the routing hub; \"Account 7\" is a deep link from a push notification.",
                actions: [
                    .init("Accounts") { bank.push(Accounts.list, above: screen) },
                    .init("Block card 42") { bank.open("cards/42/block") },
                    .init("Account 7") { bank.open("accounts/7", from: .pushNotification) },
                    .init("Log out") { bank.logOut() },
                ])
        case let accounts as Accounts:
            switch accounts {
            case .list:
                return ActionsViewController(
                    title: "Accounts", message: "Each row pushes its account, owned by the flow that owns this list.",
                    actions: [1, 7, 9].map { id in
                        ActionsViewController.Action("Account \(id)") { bank.push(Accounts.detail(id: id), above: screen) }
                    })
            case .detail(let id):
                return ActionsViewController(
                    title: "Account \(id)",
                    message: "Go Back past the screens a link built: its flow ends and is released (see the console).")
            }
        case is Cards:
            guard let controller = bank.cardController(for: screen) else { return UIViewController() }
            return CardBlockViewController(controller: controller) { bank.finishCardBlock(on: screen) }
        default:
            return ActionsViewController(title: screen.destination.description, message: "")
        }
    }
}
