/// What an ``AppCoordinator`` did.
///
/// ```swift
/// for await event in app.events { log(event) }
/// ```
public enum AppEvent: Sendable {
    /// A new root flow started for the app state.
    case rootStarted(AppState, FlowID)
    /// A link that needs a logged-in user waits for authorisation.
    case linkParked(DeepLink)
    /// A parked link waited longer than the coordinator's parking timeout and was dropped.
    case linkExpired(DeepLink)
    /// A link was opened.
    case linkOpened(DeepLink, DeepLinkResolution)
    /// A link could not be opened.
    case linkFailed(DeepLinkError)
}

/// What ``AppCoordinator/open(_:)`` did with a link.
public enum LinkOpening: Sendable {
    /// The link is open.
    case opened(DeepLinkResolution)
    /// The link needs a logged-in user; it opens as soon as the app is authorised.
    case parked
}
