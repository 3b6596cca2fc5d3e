import Waypoint

/// The authorization flow: the login screen as the window's root; finishes with the user's name.
final class LoginCoordinator: Coordinator<Never, String> {
    private let session: UserSession

    init(navigator: Navigator, session: UserSession) {
        self.session = session
        super.init(navigator: navigator, id: "login")
    }

    override func start() async throws {
        try setRoot(Auth.login)
    }

    /// The user typed the right password (`finishFlow`): the app coordinator starts the main flow.
    func logIn(as user: String) {
        session.logIn()
        finish(user)
    }
}
