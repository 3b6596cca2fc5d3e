import Waypoint

/// The views of the authorization module, given by the app: the login screen.
///
/// ```swift
/// AuthScreens { logIn in LoginView(logIn: logIn) }
/// ```
@MainActor
public struct AuthScreens<Content> {
    let login: @MainActor (@escaping @MainActor () -> Void) -> Content

    /// - Parameter login: The login screen; its button calls `logIn`, which finishes the login
    ///   flow as Ana.
    public init(login: @escaping @MainActor (_ logIn: @escaping @MainActor () -> Void) -> Content) {
        self.login = login
    }
}

/// The authorization module: the login flow's screen. The app coordinator starts the flow
/// (`BankFlows`) while nobody is logged in; no route opens it.
struct AuthModule<Content>: WaypointModule {
    let screens: AuthScreens<Content>
    let context: BankModuleContext

    func register(in module: inout ModuleRegistration<Content>) {
        let login = screens.login
        // The flow is found when the button is tapped: a restored login flow is resumed only
        // after its screen is back on display.
        module.rootScreen(Auth.self, of: context) { bank, screen in login { bank.logIn(on: screen) } }
    }
}
