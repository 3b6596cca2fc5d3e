import SwiftUI
import BankCore
import Waypoint
import WaypointSwiftUI

/// The SwiftUI app: `NavigationRootView` renders what the bank's navigator shows through a
/// `SwiftUIHost`; links from the system reach the routing hub through `onOpenURL`.
@main
@MainActor
struct BankSwiftUIApp: App {
    private let host: SwiftUIHost
    private let bank: Bank

    init() {
        let host = SwiftUIHost()
        let bank = Bank(host: host, scheme: "bankswiftui")
        self.host = host
        self.bank = bank
        // The flows start with the app, not with a view: the root view shows nothing until the
        // login flow has set the root.
        Task { await bank.launch() }
    }

    var body: some Scene {
        WindowGroup {
            NavigationRootView(host: host) { @MainActor screen in
                BankScreen(screen: screen, bank: bank)
            }
            .onOpenURL { @MainActor url in bank.open(url) }
        }
    }
}
