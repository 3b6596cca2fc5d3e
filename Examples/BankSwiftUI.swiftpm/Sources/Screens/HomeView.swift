import SwiftUI
import BankCore
import Waypoint

/// The main flow's root: in-app navigation, a flow opened by URL, a deep link, logging out.
@MainActor
struct HomeView: View {
    let bank: Bank
    @Environment(Navigator.self) private var navigator

    var body: some View {
        List {
            Section("In the app") {
                Button("Accounts") { navigator.push(Accounts.list) }
                Button("Block card 42") { bank.open("cards/42/block") }
            }
            Section("From a push notification") {
                Button("Account 7") { bank.open("accounts/7", from: .pushNotification) }
            }
            Section {
                Button("Log out", role: .destructive) { bank.logOut() }
            }
        }
        .navigationTitle("Hello, \(bank.session.user ?? "")")
    }
}

extension HomeScreens where Content == any View {
    /// The home module's SwiftUI view, which the module registers for `Home`.
    static var swiftUI: Self {
        HomeScreens { bank, _ in HomeView(bank: bank) }
    }
}
