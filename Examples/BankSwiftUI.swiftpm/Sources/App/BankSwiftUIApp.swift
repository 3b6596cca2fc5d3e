import SwiftUI
import BankCore
import Waypoint
import WaypointSwiftUI

/// The SwiftUI app: each product module of the bank registers its routes, flows and screens
/// (the views come from `Sources/Screens/`, one `swiftUI` value per module); the `SwiftUIHost`
/// gets the modules' screens and `NavigationRootView` shows each screen with the view its module
/// registered. Links from the system reach the routing hub through `onOpenURL`; the scene's
/// `@SceneStorage` keeps the screens and their flows across a relaunch.
@main
@MainActor
struct BankSwiftUIApp: App {
    private let host: SwiftUIHost
    private let bank: Bank

    init() {
        var host: SwiftUIHost?
        do {
            bank = try Bank(
                scheme: "bankswiftui", auth: .swiftUI, home: .swiftUI, accounts: .swiftUI, cards: .swiftUI
            ) { screens in
                let made = SwiftUIHost(screens: screens)
                host = made
                return made
            }
        } catch {
            fatalError("The bank's modules do not fit together: \(error)")  // names the module at fault
        }
        self.host = host!  // `Bank.init` made it, once, before it returned
    }

    var body: some Scene {
        WindowGroup {
            BankSceneView(host: host, bank: bank)
        }
    }
}

/// One scene: shows the modules' screens, starts the bank from what the scene saved, and saves
/// when it goes to the background.
@MainActor
struct BankSceneView: View {
    let host: SwiftUIHost
    let bank: Bank
    @SceneStorage("navigation") private var savedNavigation: Data?
    @Environment(\.scenePhase) private var phase

    var body: some View {
        NavigationRootView(host: host)
            .onOpenURL { url in bank.open(url) }
            // The root view shows nothing until the restored state or the login flow's root is set.
            .task { await bank.launch(restoring: savedNavigation) }
            .onChange(of: phase) { _, phase in
                if phase == .background { savedNavigation = bank.savedState() }
            }
    }
}
