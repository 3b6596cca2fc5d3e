import Waypoint

/// The settings module: internal tools, which only the app itself may open.
struct SettingsModule: WaypointModule {
    func register(in module: inout ModuleRegistration<String>) {
        module.route(DeveloperSettings.self, shows: Settings.self) { _, context in
            PresentingCoordinator(navigator: context.navigator, destination: Settings.developer, id: flowID("settings", context))
        }
        module.screen(Settings.self) { _ in "Developer settings" }
    }
}

/// `settings/developer`: the developer settings.
struct DeveloperSettings: TypedRoute {
    static let declaration = Route.Declaration("settings.developer", "settings/developer", owner: "Settings")
}
