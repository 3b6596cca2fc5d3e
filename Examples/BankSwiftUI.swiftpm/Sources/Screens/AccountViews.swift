import SwiftUI
import BankCore
import Waypoint
import WaypointSwiftUI

/// The accounts list: each row is a `NavigationLink(value:)`; the SwiftUI host pushes its
/// account through the navigator, owned by the flow that owns the list.
@MainActor
struct AccountsView: View {
    var body: some View {
        List([1, 7, 9], id: \.self) { id in
            NavigationLink("Account \(id)", value: Accounts.detail(id: id))
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

// A `PreviewProvider` rather than `#Preview`: the same canvas in Xcode, and the real-SDK check
// on Linux can type-check it (it has no plugin to expand the `#Preview` macro).
struct AccountViews_Previews: PreviewProvider {
    static var previews: some View {
        WaypointPreview(link: DeepLink(Accounts.detail(id: 7)), screens: .bankPreview)
            .previewDisplayName("Account 7, opened by a link")
    }
}
