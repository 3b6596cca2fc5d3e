import SwiftUI
import BankCore
import Waypoint

/// The view of one screen, chosen by its destination; `NavigationRootView` places it in a
/// navigation stack or a sheet.
@MainActor
struct BankScreen: View {
    let screen: Screen
    let bank: Bank

    var body: some View {
        switch screen.destination.base {
        case is Auth:
            LoginView(screen: screen, bank: bank)
        case is Home:
            HomeView(screen: screen, bank: bank)
        case let accounts as Accounts:
            switch accounts {
            case .list: AccountsView(screen: screen, bank: bank)
            case .detail(let id): AccountView(id: id)
            }
        case is Cards:
            if let controller = bank.cardController(for: screen) {
                CardBlockView(controller: controller) { @MainActor in bank.finishCardBlock(on: screen) }
            }
        default:
            Text(screen.destination.description)
        }
    }
}
