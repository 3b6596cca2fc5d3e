import UIKit
import BankCore

extension AccountsScreens where Content == UIViewController {
    /// The accounts module's view controllers, which the module registers for `Accounts`.
    static var uiKit: Self {
        AccountsScreens(
            list: { bank, screen in
                ActionsViewController(
                    title: "Accounts", message: "Each row pushes its account, owned by the flow that owns this list.",
                    actions: [1, 7, 9].map { id in
                        ActionsViewController.Action("Account \(id)") { bank.navigator.push(Accounts.detail(id: id)) }
                    })
            },
            detail: { id in
                ActionsViewController(
                    title: "Account \(id)",
                    message: "Go Back past the screens a link built: its flow ends and is released (see the console).")
            })
    }
}
