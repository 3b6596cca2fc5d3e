import Waypoint

/// The home module: the bottom of the main flow's stack, which the app coordinator starts once
/// the user logged in (`BankFlows`), and the parent of the accounts and cards a link builds.
struct HomeModule: WaypointModule {
    func register(in module: inout ModuleRegistration<String>) {
        module.flow(shows: Home.self)
        module.screen(Home.self) { home in
            switch home {
            case .overview: "Your money at a glance"
            case .guest: "Welcome, guest"
            case .offline: "You are offline"
            }
        }
    }
}
