import SwiftUI
import BankCore
import Waypoint
import WaypointSwiftUI

extension ScreenRegistry where Content == any View {
    /// The bank modules' SwiftUI views, for `WaypointPreview`: each preview shows them through a
    /// SwiftUI host on a navigator of its own.
    @MainActor static var bankPreview: ScreenRegistry<any View> { BankPreview.made.screens }
}

/// A bank made once for the previews, which registers the modules' views and which their buttons
/// talk to (the modules hold the bank weakly, so it is kept here). Its own navigator runs on an
/// in-memory host and never shows anything.
@MainActor
private enum BankPreview {
    static let made = make()

    private static func make() -> (bank: Bank, screens: ScreenRegistry<any View>) {
        var screens = ScreenRegistry<any View>()
        do {
            let bank = try Bank(scheme: "bankswiftui", auth: .swiftUI, home: .swiftUI, accounts: .swiftUI, cards: .swiftUI) {
                @MainActor registered in
                screens = registered
                return InMemoryHost()
            }
            return (bank, screens)
        } catch {
            fatalError("The bank's modules do not fit together: \(error)")  // names the module at fault
        }
    }
}
