import Waypoint

/// The login flow: the login screen as the window's root. It finishes with the user's name
/// (Umbrella's `finishFlow`), and the app coordinator then starts the main flow.
final class LoginCoordinator: Coordinator<Never, String> {
    private let session: UserSession

    init(navigator: Navigator, session: UserSession) {
        self.session = session
        super.init(navigator: navigator, id: "login")
    }

    override func start() async throws {
        try setRoot(Auth.login)
    }

    /// The user logged in.
    func logIn(as user: String) {
        session.logIn(as: user)
        finish(user)
    }
}

/// Restored after a relaunch by its kind's restorer (`Bank+Restoration.swift`): the login screen is its only screen.
extension LoginCoordinator: RestorableFlow {
    var restorationKind: String { "login" }
}
