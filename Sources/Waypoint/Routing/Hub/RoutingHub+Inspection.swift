extension RoutingHub {
    /// The policy a registered route runs under, as its module declared it.
    ///
    /// Tools that show the route table (the inspector, a debug menu) read it; overrides loaded
    /// later are in ``overrides``.
    ///
    /// ```swift
    /// hub.policy(forRoute: "card.block")?.allowedSources   // [.inApp, .pushNotification]
    /// hub.policy(forRoute: "nope")                          // nil
    /// ```
    ///
    /// - Parameter name: A route name from ``table``.
    /// - Returns: The route's policy, or `nil` when no route has that name.
    @_spi(Inspection) public func policy(forRoute name: String) -> RoutePolicy? {
        registrations[name]?.policy
    }
}
