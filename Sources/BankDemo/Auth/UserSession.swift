import Waypoint

// States the bank defines itself: Waypoint knows only `unauthorized` and `authorized`.
extension AppState {
    /// Browsing without an account: a guest home, no account screens.
    static let guest = AppState("guest")
    /// No connection: an offline home.
    static let offline = AppState("offline")
}

/// The app-state gateway (Umbrella's): who is using the app right now.
@MainActor
final class UserSession {
    private(set) var state: AppState = .unauthorized

    func logIn() { state = .authorized }
    func logOut() { state = .unauthorized }
    func browseAsGuest() { state = .guest }
    func goOffline() { state = .offline }
}
