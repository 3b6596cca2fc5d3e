/// One decision the hub took on the way to a request's outcome: a redirect, a route match, a
/// trust reduction, a constraint check, a guard's decision, the busy-screen policy.
///
/// The hub's event stream reports each as it is taken (`RoutingEvent.Kind.decided(_:)`), in order,
/// and a dry run's `RoutingPlan` lists them. An app prints them with the event
/// ("guard authentication: proceed"); tools (the inspector, `waypoint routes explain`) read them
/// as values through `@_spi(Inspection)`.
///
/// ```swift
/// for await event in hub.events {
///     if case .decided(.guarded(let name, let decision)) = event.kind { print(name, decision) }
/// }
/// ```
@_spi(Inspection) public enum RoutingDecision: Hashable, Sendable, CustomStringConvertible {
    /// The URL was replaced; `by` names the guard, or `overrides`.
    case redirected(from: String, to: String, by: String)
    /// The URL matched a route.
    case matched(route: String, url: String)
    /// The backend's overrides narrowed the route's sources to these.
    case restrictedSources([RequestSource])
    /// Undeclared query keys were dropped because the source is external: their names only
    /// (at most 16, each cut to 40 characters), never their values.
    case droppedQueryKeys([String])
    /// The fragment (`#…`) was dropped because the source is external.
    case droppedFragment
    /// The route's parameter constraints (``RoutePolicy/constraints``) were checked and hold.
    case checkedConstraints(Int)
    /// A guard decided.
    case guarded(String, RoutingGuard.Decision)
    /// A modal or a locked flow is on screen; the route's policy applies.
    case busyScreen(RoutePolicy.BusyScreenPolicy)

    public var description: String {
        switch self {
        case .redirected(let from, let to, let by): "redirected \(from) → \(to) by \(by)"
        case .matched(let route, let url): "matched \(route) (\(url))"
        case .restrictedSources(let sources): "overrides restrict sources to \(sources.map(\.description).joined(separator: ", "))"
        case .droppedQueryKeys(let keys): "dropped undeclared query keys \(keys.joined(separator: ", "))"
        case .droppedFragment: "dropped the fragment"
        case .checkedConstraints(let count): "constraints hold (\(count) checked)"
        case .guarded(let name, let decision): "guard \(name): \(decision.text)"
        case .busyScreen(let policy): "screen busy: \(policy.text)"
        }
    }
}

extension RoutePolicy.BusyScreenPolicy {
    /// The policy as a decision words it: "dismiss and continue".
    var text: String {
        switch self {
        case .dismissAndContinue: "dismiss and continue"
        case .deferUntilUnlocked: "defer until unlocked"
        case .reject: "reject"
        }
    }
}
