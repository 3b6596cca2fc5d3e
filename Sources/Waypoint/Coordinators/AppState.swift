/// What the app knows about its user, which decides the root flow (Umbrella's app-state gateway).
///
/// ```swift
/// let coordinator = AppCoordinator(navigator: navigator, state: { session.appState }, factory: factory)
/// ```
public enum AppState: Hashable, Sendable, CaseIterable {
    /// Nobody is logged in: the authorisation flow.
    case unauthorised
    /// A user is logged in: the main flow.
    case authorised
    /// Browsing without an account.
    case guest
    /// No connection: an offline flow.
    case offline
}
