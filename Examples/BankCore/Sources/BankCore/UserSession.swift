import Waypoint

/// Who uses the app (Umbrella's app-state gateway): the app coordinator asks it which root flow
/// to show.
@MainActor
public final class UserSession {
    private(set) var state: AppCoordinator.State = .unauthorized
    /// The logged-in user's name, `nil` while nobody is logged in.
    public private(set) var user: String?

    func logIn(as user: String) {
        self.user = user
        state = .authorized
    }

    func logOut() {
        user = nil
        state = .unauthorized
    }
}
