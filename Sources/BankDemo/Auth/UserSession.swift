import Waypoint

/// The app-state gateway (Umbrella's): who is using the app right now.
@MainActor
final class UserSession {
    private(set) var state: AppState = .unauthorised

    func logIn() { state = .authorised }
    func logOut() { state = .unauthorised }
}
