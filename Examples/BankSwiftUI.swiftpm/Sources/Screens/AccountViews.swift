import SwiftUI
import BankCore
import Waypoint

/// The accounts list: a row pushes its account through the navigator, owned by the flow that
/// owns the list (`NavigationLink(value:)` would not reach the navigator).
@MainActor
struct AccountsView: View {
    @Environment(Navigator.self) private var navigator

    var body: some View {
        List([1, 7, 9], id: \.self) { id in
            Button("Account \(id)") { navigator.push(Accounts.detail(id: id)) }
        }
        .navigationTitle("Accounts")
    }
}

/// One account.
@MainActor
struct AccountView: View {
    let id: Int

    var body: some View {
        ContentUnavailableView(
            "Account \(id)", systemImage: "banknote",
            description: Text("Go Back past the screens a link built: its flow ends and is released (see the console)."))
    }
}

extension AccountsScreens where Content == any View {
    /// The accounts module's SwiftUI views, which the module registers for `Accounts`.
    static var swiftUI: Self {
        AccountsScreens(
            list: { _, _ in AccountsView() },
            detail: { id in AccountView(id: id) })
    }
}
