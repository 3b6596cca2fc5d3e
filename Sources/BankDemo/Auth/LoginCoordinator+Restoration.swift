import Waypoint

/// Rebuilt from nothing but its kind: the login screen is its only screen.
extension LoginCoordinator: RestorableFlow {
    var restorationKind: String { "auth.login" }
}
