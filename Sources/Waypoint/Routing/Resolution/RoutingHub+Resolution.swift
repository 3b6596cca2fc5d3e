@_spi(Tooling) import WaypointRoutes

extension RoutingHub {
    /// The resolver for the hub as it is now: its routes, overrides, guards and limits.
    var resolver: Resolver {
        Resolver(
            table: table, registrations: registrationsByIndex, overrides: overrides, guards: guards,
            maximumRedirects: configuration.maximumRedirects, webHosts: configuration.webHosts, generation: routingGeneration)
    }

    /// Explains what ``start(url:source:sourceApplication:in:)-(String,_,_,_)`` would do with a URL, without doing any of it.
    ///
    /// Runs the overrides, the route match, the source, source-application, constraint and
    /// web-host checks, the guard chain and the busy-screen policy against the hub's current
    /// state, in the window the route shows in (``RoutePolicy/scene``). Navigation, sessions and queues are untouched and no flow is created. For an
    /// external source the plan shows the URL reduced to the keys the route declares, and names
    /// (never values of) the dropped keys.
    ///
    /// ```swift
    /// let plan = hub.plan(for: "nuapp://card/7/block", source: .universalLink)
    /// if case .fail(let error) = plan.outcome { print(error) }
    /// ```
    ///
    /// - Parameters:
    ///   - url: the URL to plan for.
    ///   - source: the source to plan for (default: in-app).
    ///   - sourceApplication: the application that handed over the link, if known.
    /// - Returns: every step and the outcome.
    /// - Complexity: one route match (and one more per guard redirect or fallback), plus the guards.
    @_spi(Inspection) public func plan(for url: String, source: RequestSource = .inApp, sourceApplication: String? = nil) -> RoutingPlan {
        let resolver = resolver
        let location = resolver.locate(url, from: source)
        // The window the request would go to: its busy screen is the one that counts.
        let placement = location.placement
        let scene = scheduler.openScene(for: placement)
        let resolution = resolve(
            location, resolver: resolver, source: source, sourceApplication: sourceApplication, session: RoutingSession.ID(0),
            in: scene, recordingSteps: true)
        let outcome: RoutingPlan.Outcome
        switch (resolution.outcome, placement) {
        case (.fail(let error), _):
            outcome = .fail(error)
        case _ where navigator == nil:
            outcome = .waitForNavigator
        case (_, .kind(let kind)) where scene == nil && sceneOpener != nil, (_, .newWindow(let kind)) where sceneOpener != nil:
            outcome = .waitForScene(kind)
        case _ where scene == nil:
            outcome = .fail(
                RoutingError(.noScene, url: resolution.url, source: source, reason: "it needs \(placement.text) and no such window is open"))
        case (.proceed(_, let registration, let dismiss), _):
            outcome = .start(route: registration.route, dismissingModals: dismiss)
        case (.park(let condition, let starting, _), _):
            outcome = .park(condition, starting: starting)
        }
        return RoutingPlan(url: resolution.url, source: source, steps: resolution.steps, outcome: outcome)
    }

    /// Resolves a session's request placed in `scene` (whose busy screen counts; none when
    /// `nil`), listing the steps when `recordingSteps`.
    func resolve(
        url requested: String, source: RequestSource, sourceApplication: String?, session: RoutingSession.ID, in scene: SceneID?,
        recordingSteps: Bool
    ) -> Resolution {
        let resolver = resolver
        return resolve(
            location(of: session, url: requested, source: source, resolver: resolver), resolver: resolver, source: source,
            sourceApplication: sourceApplication, session: session, in: scene, recordingSteps: recordingSteps)
    }

    /// The one call of ``Resolver/resolve(_:source:sourceApplication:session:isBusy:recordingSteps:)``,
    /// shared by the dry run and the live path.
    private func resolve(
        _ location: RouteLocation, resolver: Resolver, source: RequestSource, sourceApplication: String?,
        session: RoutingSession.ID, in scene: SceneID?, recordingSteps: Bool
    ) -> Resolution {
        resolver.resolve(
            location, source: source, sourceApplication: sourceApplication, session: session,
            isBusy: busyCheck(in: scene), recordingSteps: recordingSteps)
    }

    /// Whether `scene`'s busy screen is busy, asked only when a policy needs it.
    ///
    /// Made out of line on purpose: handed a closure literal, the optimizer copied the resolver's
    /// largest function (8 KB of machine code) specialised for it, beside the original.
    @inline(never)
    private func busyCheck(in scene: SceneID?) -> () -> Bool {
        { [self] in scene.map { isBusy(in: $0) } ?? false }
    }

    /// Says that the routes or the overrides changed: requests located before are located
    /// again when next placed or resolved.
    func routingChanged() {
        routingGeneration &+= 1
    }

    /// Where a session's URL leads: located when the session was made, and again only if the
    /// routes or the overrides changed since.
    func location(of session: RoutingSession.ID, url: String, source: RequestSource, resolver: Resolver? = nil) -> RouteLocation {
        if let location = locations[session], location.generation == routingGeneration { return location }
        let location = (resolver ?? self.resolver).locate(url, from: source)
        locations[session] = location
        return location
    }

    /// Whether a modal level or a presentation lock is on screen in the request's scene (the
    /// active one for a request not placed yet).
    func isBusy(_ session: RoutingSession.ID) -> Bool {
        guard let scene = scheduler.scene(of: session) ?? scheduler.activeScene else { return false }
        return isBusy(in: scene)
    }

    /// Whether a modal level or a presentation lock is on screen in `scene`.
    func isBusy(in scene: SceneID) -> Bool {
        guard let navigator = windows[scene]?.navigator else { return false }
        return !navigator.state.modals.isEmpty || scheduler.isLocked(scene)
    }
}
