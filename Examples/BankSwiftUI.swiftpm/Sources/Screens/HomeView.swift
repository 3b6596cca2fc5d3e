import SwiftUI
import BankCore
import Waypoint
import WaypointSwiftUI

/// The main flow's root: in-app navigation, a flow opened by URL, a deep link, logging out.
@MainActor
struct HomeView: View {
    let bank: Bank

    var body: some View {
        List {
            Section("In the app") {
                NavigationLink("Accounts", value: Accounts.list)
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

// A `PreviewProvider` rather than `#Preview`: see AccountViews.swift.
struct HomeView_Previews: PreviewProvider {
    static var previews: some View {
        WaypointPreview(Home.overview, screens: .bankPreview)
            .previewDisplayName("Home")
    }
}

extension HomeScreens where Content == any View {
    /// The home module's SwiftUI view, which the module registers for `Home`.
    static var swiftUI: Self {
        HomeScreens { bank, _ in HomeView(bank: bank) }
    }
}
