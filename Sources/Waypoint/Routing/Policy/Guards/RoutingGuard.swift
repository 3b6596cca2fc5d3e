/// One link of the hub's ordered guard chain.
///
/// A guard looks at a resolved request and returns a ``RoutingGuard/Decision``. Guards run on the main
/// actor, synchronously, and must not have side effects: `RoutingHub.plan(for:source:sourceApplication:)` runs
/// them for a dry run too. Work that takes time belongs in a flow (its *preparing* phase) or in
/// a deferred condition.
///
/// ```swift
/// hub.guards = [
///     .authentication(isAuthenticated: { session.isLoggedIn }, loginURL: "nuapp://login"),
///     RoutingGuard("kill switch") { request in
///         killSwitch.contains(request.route.name) ? .deny(reason: "switched off") : .proceed
///     },
/// ]
/// ```
public struct RoutingGuard: Sendable {
    /// A name for plans, events and errors.
    package let name: String
    private let body: @MainActor @Sendable (RouteRequest) -> Decision

    /// Creates a guard.
    ///
    /// - Parameters:
    ///   - name: how plans and events name the guard.
    ///   - decide: the decision for one request.
    public init(_ name: String, decide: @escaping @MainActor @Sendable (RouteRequest) -> Decision) {
        self.name = name
        self.body = decide
    }

    /// Decides about `request`.
    @MainActor package func decide(_ request: RouteRequest) -> Decision { body(request) }

    /// The built-in authentication guard.
    ///
    /// A request for a route whose policy sets ``RoutePolicy/requiresAuthentication`` while
    /// nobody is logged in is parked until ``RoutingGuard/Condition/authenticated``, and the hub starts
    /// `loginURL` when there is one (once, however many links wait). When that login flow ends
    /// the parked links resume; if the user is still not logged in they fail with
    /// ``RoutingError/Kind/unauthenticated``. ``AppCoordinator/connect(_:authenticatedStates:loginURL:)``
    /// installs this guard driven by the app state. Parked links expire after the hub's
    /// the configuration's `parkingTimeout`, and a link parked twice collapses into one.
    ///
    /// ```swift
    /// hub.guards = [.authentication(isAuthenticated: { auth.isLoggedIn }, loginURL: "nuapp://login")]
    /// ```
    ///
    /// - Parameters:
    ///   - isAuthenticated: whether a user is logged in right now.
    ///   - loginURL: the URL of the login flow; its route must not require authentication.
    ///     `nil` when the login is on screen already (the root flow of a logged-out app): the
    ///     links wait for ``RoutingHub/signal(_:)`` only.
    /// - Returns: a guard named `authentication`.
    public static func authentication(
        isAuthenticated: @escaping @MainActor @Sendable () -> Bool, loginURL: String? = nil
    ) -> RoutingGuard {
        RoutingGuard("authentication") { request in
            guard request.policy.requiresAuthentication, !isAuthenticated() else { return .proceed }
            return .deferUntil(.authenticated, starting: loginURL)
        }
    }
}
