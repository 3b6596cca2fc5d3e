import Waypoint

/// Who uses the app (Umbrella's app-state gateway): the app coordinator asks it which root flow
/// to show.
@MainActor
final class UserSession {
    private(set) var state: AppState = .unauthorised
    private(set) var user: String?

    func logIn(as user: String) {
        self.user = user
        state = .authorised
    }

    func logOut() {
        user = nil
        state = .unauthorised
    }
}
