extension AppCoordinator {
    /// Makes `hub` follow the app state: the one place where links wait for login.
    ///
    /// After this call:
    /// - the hub's first guard is the built-in authentication check
    ///   (``RoutingGuard/authentication(isAuthenticated:loginURL:)``): a request for a route whose
    ///   ``RoutePolicy/requiresAuthentication`` is set parks in the hub (with its
    ///   the configuration's `parkingTimeout`) unless the root flow was started for one of
    ///   `authenticatedStates` and the state gateway still says so. It replaces any guard named
    ///   `authentication`, so the app has one authentication check;
    /// - whenever a root flow starts for one of `authenticatedStates`, the hub is signalled
    ///   ``RoutingGuard/Condition/authenticated`` and the parked links open;
    /// - the hub presents in this coordinator's navigator from the moment the first root flow is
    ///   on screen (a started or a restored one), unless a window of the hub shows that navigator
    ///   already; links that arrived earlier (a cold start from a push notification) wait until then.
    ///
    /// ```swift
    /// let app = AppCoordinator(navigator: navigator, state: { session.state }, factory: BankFlows())
    /// app.connect(hub)
    /// hub.start(url: "nuapp://accounts/7", source: .pushNotification)   // waits for login
    /// await app.launch()                                                   // the login flow
    /// ```
    ///
    /// - Parameters:
    ///   - hub: The app's routing hub.
    ///   - authenticatedStates: The states in which a user is logged in (default: ``AppCoordinator/State/authorized``).
    ///   - loginURL: A URL the hub starts when a link parks (e.g. a login sheet); `nil` (the
    ///     default) when the root flow of a logged-out state is the login already.
    public func connect(_ hub: RoutingHub, authenticatedStates: Set<AppCoordinator.State> = [.authorized], loginURL: String? = nil) {
        self.hub = hub
        self.authenticatedStates = authenticatedStates
        let check = RoutingGuard.authentication(isAuthenticated: { [weak self] in self?.isAuthenticated ?? false }, loginURL: loginURL)
        hub.guards.removeAll { $0.name == check.name }
        hub.guards.insert(check, at: 0)
        if rootFlow != nil { hubFollowsRoot() }
    }

    /// Whether a user is logged in: the root flow was chosen for a logged-in state and the
    /// gateway still says so.
    var isAuthenticated: Bool {
        guard let state, authenticatedStates.contains(state) else { return false }
        return authenticatedStates.contains(readState())
    }

    /// Tells the hub what the new root flow means: where to present, and whether links that wait
    /// for login may open.
    func hubFollowsRoot() {
        guard let hub else { return }
        // Another window may have connected first: the hub must still hold this one.
        if !hub.scenes.contains(where: { $0.navigator === navigator }) { hub.register(navigator: navigator) }
        if isAuthenticated { hub.signal(.authenticated) }
    }
}
