import BankCore
import SwiftUI
import UIKit
import WaypointUIKit

/// The one tab that adopted Waypoint: the app still builds the tab's navigation controller and
/// puts it in its own tab bar controller; a `UIKitHost(managing:)` manages its stack and nothing
/// else.
///
/// One registry shows both kinds of screen: the accounts are new SwiftUI views (each in a hosting
/// controller, with the navigator in its environment), blocking a card is the app's existing
/// view controller, registered as it is.
@MainActor
final class AccountsTab {
    let navigationController = UINavigationController()
    let navigator: Navigator

    init() {
        navigationController.tabBarItem = UITabBarItem(title: "Accounts", image: UIImage(systemName: "banknote"), tag: 1)
        var screens = ScreenRegistry<any View>()
        do {
            try screens.register(Accounts.self, module: "Accounts") { accounts in
                switch accounts {
                case .list: AnyView(AccountsList())
                case .detail(let id): AnyView(AccountView(id: id))
                }
            }
            try screens.register(Cards.self, module: "Cards", controller: { card in
                switch card {
                case .block(let id): BlockCardViewController(cardID: id)
                }
            })
        } catch {
            fatalError("Accounts registered twice: \(error)")
        }
        navigator = Navigator(host: UIKitHost(managing: navigationController, screens: screens.controllers))
    }

    /// Shows the list, once: a deep link that arrived first keeps its screens.
    func start() {
        navigator.showStack(at: Accounts.list)
    }
}

/// The accounts, in SwiftUI: a row pushes its account through the navigator.
struct AccountsList: View {
    @Environment(Navigator.self) private var navigator

    var body: some View {
        List(1...3, id: \.self) { id in
            Button("Account \(id)") { navigator.push(Accounts.detail(id: id)) }
        }
        .navigationTitle("Accounts")
    }
}

/// One account, in SwiftUI: its card's block screen is the app's existing view controller.
struct AccountView: View {
    let id: Int
    @Environment(Navigator.self) private var navigator

    var body: some View {
        VStack(spacing: 16) {
            Text("Account \(id)")
            Button("Block its card") { navigator.push(Cards.block(id: id)) }
        }
        .navigationTitle("Account \(id)")
    }
}
