import Waypoint

/// The views of the home module, given by the app: the main flow's root.
///
/// ```swift
/// HomeScreens { bank, _ in HomeView(bank: bank) }
/// ```
@MainActor
public struct HomeScreens<Content> {
    let overview: @MainActor (Bank, Screen) -> Content

    /// - Parameter overview: Home; its buttons push the accounts (`navigator.push(_:)`), open
    ///   routes (``Bank/open(_:from:)``) and log out (``Bank/logOut()``).
    public init(overview: @escaping @MainActor (_ bank: Bank, _ screen: Screen) -> Content) {
        self.overview = overview
    }
}

/// The home module: the bottom of the main flow's stack, which the app coordinator starts once
/// the user logged in (`BankFlows`), and the parent of the accounts a link builds.
struct HomeModule<Content>: WaypointModule {
    let screens: HomeScreens<Content>
    let context: BankModuleContext

    func register(in module: inout ModuleRegistration<Content>) {
        module.rootScreen(Home.self, of: context, view: screens.overview)
    }
}
