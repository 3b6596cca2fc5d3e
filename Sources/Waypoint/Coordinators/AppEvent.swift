/// What an ``AppCoordinator`` did.
///
/// ```swift
/// for await event in app.events { log(event) }
/// ```
public enum AppEvent: Sendable {
    /// A new root flow started for the app state.
    case rootStarted(AppState, FlowID)
}
