/// One resolved request: the route, its typed values, the source, and the route's policy.
///
/// Guards decide on it and descriptors build their flow from it. For external sources the hub
/// reduced the URL to what the route declares before matching it: undeclared query keys,
/// repeated values of declared keys and the fragment are gone from ``url``, ``originalURL``,
/// ``match`` and ``extraQuery`` alike, and every constraint of the route's policy holds.
///
/// ```swift
/// let cardID = request.parameters.value("cardID", as: Int.self)
/// let reason = request.query["reason"]
/// ```
public struct RouteRequest: Sendable {
    /// The session the request belongs to.
    public let session: RoutingSessionID
    /// The URL that matched (after redirects); for external sources, reduced to declared keys.
    public let url: String
    /// The URL the caller passed to ``RoutingHub/start(url:source:sourceApplication:)-(String,_,_)``; for
    /// external sources, reduced to the keys declared by the route it named.
    public let originalURL: String
    /// Where the request came from.
    public let source: RequestSource
    /// The identifier of the application that handed over the link, when the platform said
    /// (e.g. the `sourceApplication` of `application(_:open:options:)`).
    public let sourceApplication: String?
    /// The route engine's match.
    public let match: RouteMatch
    /// The policy the route's descriptor declared, narrowed by the backend's overrides.
    public let policy: RoutePolicy
    /// Query keys the route did not declare; always empty for external sources.
    ///
    /// Parsed from ``url`` when read: most flows never ask.
    public var extraQuery: [String: String] { source.isExternal ? [:] : match.extraQuery }

    /// The matched route.
    public var route: Route { match.route }
    /// The route's path parameters, typed.
    public var parameters: RouteValues { match.parameters }
    /// The route's declared query parameters, typed, defaults applied.
    public var query: RouteValues { match.query }
}
