import WaypointRoutes

/// Where a URL leads before any policy is asked: the backend's redirects followed, the route
/// matched once, an external link reduced to what that route declares, and the window the
/// route asks for.
///
/// The hub locates each request once, when it arrives, and keeps the location while its routes
/// and overrides stay as they are: placing the request, reducing its URL for trust and
/// resolving it (even again, after it waited) all read this one match.
struct RouteLocation {
    /// What the route engine found at ``target``.
    enum Found {
        case route(RouteMatch, RoutingHub.Registration?)
        case failure(RouteError)
        /// The overrides' redirects went on longer than the hub allows.
        case redirectLoop
    }

    /// The URL as asked for; for an external source, reduced with the keys of the route it
    /// leads to (without fragment).
    let url: String
    /// What reducing ``url`` dropped: key names, bounded for logs, never values.
    let droppedKeys: [String]
    let droppedFragment: Bool
    /// The overrides' redirects, in order (reduced like ``url``).
    let redirects: [(from: String, to: String)]
    /// Keys a redirect's own query brought and the route did not declare.
    let droppedTargetKeys: [String]
    /// The URL the route engine matched: the last redirect's target, or ``url``.
    let target: String
    let found: Found
    /// The hub's routes and overrides this location was made with (see ``RoutingHub/routingGeneration``).
    let generation: UInt64

    /// The window the route asks for (``RoutePolicy/scene``); the active one when it names none.
    var placement: RoutePolicy.ScenePlacement {
        guard case .route(_, let registration?) = found else { return .active }
        return registration.policy.scene
    }
}
