import Waypoint

// States the bank defines itself: Waypoint knows only `unauthorized` and `authorized`.
extension AppCoordinator.State {
    /// Browsing without an account: a guest home, no account screens.
    static let guest = AppCoordinator.State("guest")
    /// No connection: an offline home.
    static let offline = AppCoordinator.State("offline")
}

/// The app-state gateway (Umbrella's): who is using the app right now.
@MainActor
final class UserSession {
    private(set) var state: AppCoordinator.State = .unauthorized

    func logIn() { state = .authorized }
    func logOut() { state = .unauthorized }
    func browseAsGuest() { state = .guest }
    func goOffline() { state = .offline }
}
