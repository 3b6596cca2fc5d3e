extension RoutingHub {
    /// Opens the flow of a typed route's value: builds its URL with the route engine's reverse
    /// routing and starts it, so the flow's factory gets an equal value back.
    ///
    /// ```swift
    /// let session = hub.start(BlockCard(cardID: 7))   // nuapp://card/7/block
    /// ```
    ///
    /// - Parameters:
    ///   - route: The value naming the flow and its parameters.
    ///   - source: Where the request came from (default: in-app).
    ///   - sourceApplication: The bundle identifier of the app that sent it, when the platform
    ///     says (checked against ``RoutePolicy/sourceApplications``).
    ///   - placement: The window to open the flow in; `nil` (the default) leaves it to the
    ///     route's ``RoutePolicy/scene``.
    /// - Returns: The session; one that has already failed (`unknownRoute` when the type is not
    ///   registered, `invalidParameter` otherwise, with the ``RouteError`` as `underlying`)
    ///   when no URL can be built.
    @discardableResult
    public func start(
        _ route: some TypedRoute, source: RequestSource = .inApp, sourceApplication: String? = nil,
        in placement: RoutePolicy.ScenePlacement? = nil
    ) -> RoutingSession {
        do {
            return start(url: try url(for: route), source: source, sourceApplication: sourceApplication, in: placement)
        } catch {
            let name = type(of: route).declaration.name
            let session = makeSession(url: name, source: source, sourceApplication: sourceApplication, placement: placement)
            let unknown = error.underlying?.kind == .unknownRoute
            session.stop(RoutingError(unknown ? .unknownRoute : .invalidParameter, url: name, source: source,
                                      route: name, reason: error.description, underlying: error))
            return session
        }
    }

    /// The URL of a typed route's value in this hub's table.
    ///
    /// ```swift
    /// try hub.url(for: BlockCard(cardID: 7, reason: "lost"))   // "nuapp://card/7/block?reason=lost"
    /// ```
    ///
    /// - Parameter route: The value.
    /// - Returns: The URL text; matching it gives the value back.
    /// - Throws: ``RouteError`` of kind `unbuildable` when the type is not registered.
    public func url(for route: some TypedRoute) throws(RouteError) -> String {
        try route.url(in: table)
    }
}
