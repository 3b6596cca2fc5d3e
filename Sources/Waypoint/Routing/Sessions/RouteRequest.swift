/// One resolved request: the route, its typed values, the source, and the route's policy.
///
/// Guards decide on it, and a route's flow reads it from its context (``RoutingHub/Context/request``)
/// beside the typed value. For external sources the hub
/// reduced the URL to what the route declares before matching it: undeclared query keys,
/// repeated values of declared keys and the fragment are gone from ``url``, ``originalURL``,
/// the match and ``extraQuery`` alike, and every constraint of the route's policy holds.
///
/// ```swift
/// let cardID = request.parameters.value("cardID", as: Int.self)
/// let reason = request.query["reason"]
/// ```
public struct RouteRequest: Sendable {
    /// The session the request belongs to.
    public var session: RoutingSession.ID { storage.session }
    /// The URL that matched (after redirects); for external sources, reduced to declared keys.
    public var url: String { storage.url }
    /// The URL the caller passed to ``RoutingHub/start(url:source:sourceApplication:in:)-(String,_,_,_)``; for
    /// external sources, reduced to the keys declared by the route it named.
    public var originalURL: String { storage.originalURL }
    /// Where the request came from.
    public var source: RequestSource { storage.source }
    /// The identifier of the application that handed over the link, when the platform said
    /// (e.g. the `sourceApplication` of `application(_:open:options:)`).
    public var sourceApplication: String? { storage.sourceApplication }
    /// The route engine's match.
    package var match: RouteMatch { storage.match }
    /// The policy the route declared, narrowed by the backend's overrides.
    package var policy: RoutePolicy { storage.policy }
    /// Query keys the route did not declare; always empty for external sources.
    ///
    /// Parsed from ``url`` when read: most flows never ask.
    public var extraQuery: [String: String] { source.isExternal ? [:] : match.extraQuery }

    /// The matched route.
    public var route: Route { match.route }
    /// The route's path parameters, typed.
    public var parameters: RouteMatch.Values { match.parameters }
    /// The route's declared query parameters, typed, defaults applied.
    public var query: RouteMatch.Values { match.query }

    /// Every value, held once: the hub hands a request from its resolution to the flow's context,
    /// and a copy is then one reference instead of a dozen.
    private let storage: Storage

    init(
        session: RoutingSession.ID, url: String, originalURL: String, source: RequestSource, sourceApplication: String?,
        match: RouteMatch, policy: RoutePolicy
    ) {
        storage = Storage(
            session: session, url: url, originalURL: originalURL, source: source, sourceApplication: sourceApplication,
            match: match, policy: policy)
    }

    private final class Storage: Sendable {
        let session: RoutingSession.ID
        let url: String
        let originalURL: String
        let source: RequestSource
        let sourceApplication: String?
        let match: RouteMatch
        let policy: RoutePolicy

        init(
            session: RoutingSession.ID, url: String, originalURL: String, source: RequestSource, sourceApplication: String?,
            match: RouteMatch, policy: RoutePolicy
        ) {
            self.session = session
            self.url = url
            self.originalURL = originalURL
            self.source = source
            self.sourceApplication = sourceApplication
            self.match = match
            self.policy = policy
        }
    }
}
