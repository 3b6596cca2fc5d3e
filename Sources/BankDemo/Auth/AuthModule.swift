import Waypoint

/// The authorization module: the login flow and its screen. The app coordinator starts the flow
/// while nobody is logged in (`BankFlows`); `nuapp://login` opens it from inside the app.
struct AuthModule: WaypointModule {
    let context: BankModuleContext

    func register(in module: inout ModuleRegistration<String>) {
        let session = context.session
        module.route(LogIn.self, shows: Auth.self) { _, context in
            LoginCoordinator(navigator: context.navigator, session: session)
        }
        module.screen(Auth.self) { _ in "Log in to your bank" }
    }
}

/// `login`: the login screen.
struct LogIn: TypedRoute {
    static let declaration = Route.Declaration("auth.login", "login", owner: "Auth")
}
