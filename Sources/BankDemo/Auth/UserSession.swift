import Waypoint

// States the bank defines itself: Waypoint knows only `unauthorised` and `authorised`.
extension AppState {
    /// Browsing without an account: a guest home, no account screens.
    static let guest = AppState("guest")
    /// No connection: an offline home.
    static let offline = AppState("offline")
}

/// The app-state gateway (Umbrella's): who is using the app right now.
@MainActor
final class UserSession {
    private(set) var state: AppState = .unauthorised

    func logIn() { state = .authorised }
    func logOut() { state = .unauthorised }
    func browseAsGuest() { state = .guest }
    func goOffline() { state = .offline }
}
