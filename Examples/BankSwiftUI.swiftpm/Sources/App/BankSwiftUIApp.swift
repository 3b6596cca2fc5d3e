import SwiftUI
import BankCore
import Waypoint
import WaypointSwiftUI

/// The SwiftUI app: `NavigationRootView` renders what the bank's navigator shows through a
/// `SwiftUIHost`; links from the system reach the routing hub through `onOpenURL`; the scene's
/// `@SceneStorage` keeps the screens and their flows across a relaunch.
@main
@MainActor
struct BankSwiftUIApp: App {
    private let host: SwiftUIHost
    private let bank: Bank

    init() {
        let host = SwiftUIHost()
        self.host = host
        self.bank = Bank(host: host, scheme: "bankswiftui")
    }

    var body: some Scene {
        WindowGroup {
            BankSceneView(host: host, bank: bank)
        }
    }
}

/// One scene: starts the bank from what the scene saved, and saves when it goes to the background.
@MainActor
struct BankSceneView: View {
    let host: SwiftUIHost
    let bank: Bank
    @SceneStorage("navigation") private var savedNavigation: Data?
    @Environment(\.scenePhase) private var phase

    var body: some View {
        NavigationRootView(host: host) { @MainActor screen in
            BankScreen(screen: screen, bank: bank)
        }
        .onOpenURL { @MainActor url in bank.open(url) }
        // The root view shows nothing until the restored state or the login flow's root is set.
        .task { @MainActor in await bank.launch(restoring: savedNavigation) }
        .onChange(of: phase) { @MainActor _, phase in
            if phase == .background { savedNavigation = bank.savedState() }
        }
    }
}
