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

/// Builds the root flow for each ``AppState`` (Umbrella's *CoordinatorFactory*).
///
/// Inject a fake in tests to check which flow the app starts.
///
/// ```swift
/// struct BankFlows: AppFlowFactory {
///     func makeRootFlow(for state: AppState, navigator: Navigator) -> any RunningFlow {
///         switch state {
///         case .unauthorised: LoginCoordinator(navigator: navigator)
///         case .authorised, .guest, .offline: MainCoordinator(navigator: navigator, state: state)
///         }
///     }
/// }
/// ```
@MainActor public protocol AppFlowFactory {
    /// The root flow to show in `state`; it should replace the root when it starts
    /// (for example with ``Coordinator/setRoot(_:)``).
    ///
    /// - Parameters:
    ///   - state: The app's state.
    ///   - navigator: The navigator the flow shows its screens through.
    /// - Returns: A flow that was never launched.
    func makeRootFlow(for state: AppState, navigator: Navigator) -> any RunningFlow
}

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
