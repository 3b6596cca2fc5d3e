@_spi(Inspection) @_spi(Tooling) public import Waypoint

/// One row of the route table: the route, its policy, and any override in force.
///
/// ```swift
/// let rows = RouteSnapshot.all(in: hub)
/// rows.first { $0.name == "cards.block" }?.sources   // ["inApp", "pushNotification"]
/// ```
public struct RouteSnapshot: Codable, Hashable, Sendable {
    /// The route's name.
    public let name: String
    /// Its pattern (`cards/:cardID/block`).
    public let pattern: String
    /// The module that registered it.
    public let owner: String
    /// Typed path parameters, `name: Type`, sorted.
    public let parameters: [String]
    /// Declared query parameters (`url (required)`).
    public let query: [String]
    /// The sources its policy admits, as raw names.
    public let sources: [String]
    /// Whether it needs a logged-in user.
    public let requiresAuthentication: Bool
    /// What happens while a modal or locked flow is on screen.
    public let whileBusy: String
    /// The override in force (`disabled → nuapp://help`, `sources: inApp`), if any.
    public let override: String?

    /// The hub's routes in registration order.
    @MainActor
    public static func all(in hub: RoutingHub) -> [RouteSnapshot] {
        hub.table.routes.map { route in
            let policy = hub.policy(forRoute: route.name) ?? RoutePolicy()
            return RouteSnapshot(route: route, policy: policy, override: hub.overrides.routes[route.name])
        }
    }

    /// Describes a route under a policy and an optional override.
    init(route: Route, policy: RoutePolicy, override: RouteOverride?) {
        name = route.name
        pattern = route.pattern.description
        owner = route.owner
        parameters = route.parameters.map { "\($0.key): \($0.value)" }.sorted()
        query = route.query.map { "\($0.name)\($0.isRequired ? " (required)" : "")" }
        sources = Self.ordered(policy.allowedSources).map(\.rawValue)
        requiresAuthentication = policy.requiresAuthentication
        whileBusy = Self.describe(policy.whileBusy)
        self.override = override.map(Self.describe)
    }

    private static func describe(_ override: RouteOverride) -> String {
        var parts: [String] = []
        if let disabled = override.disabled {
            parts.append("disabled" + (disabled.fallback.map { " → \($0)" } ?? disabled.message.map { ": \($0)" } ?? ""))
        }
        if let sources = override.sources {
            parts.append("sources: " + ordered(sources).map(\.rawValue).joined(separator: ", "))
        }
        return parts.joined(separator: "; ")
    }

    /// What the policy does while the screen is busy, in words.
    private static func describe(_ policy: RoutePolicy.BusyScreenPolicy) -> String {
        switch policy {
        case .dismissAndContinue: "dismiss and continue"
        case .deferUntilUnlocked: "defer until unlocked"
        case .reject: "reject"
        }
    }

    /// Built-in sources first, in `RequestSource.builtIn` order, then the app's own by name.
    private static func ordered(_ sources: Set<RequestSource>) -> [RequestSource] {
        sources.sorted { left, right in
            let order = { (source: RequestSource) in (RequestSource.builtIn.firstIndex(of: source) ?? RequestSource.builtIn.count, source.rawValue) }
            return order(left) < order(right)
        }
    }
}

/// A dry run's answer as JSON: every redirect and decision, then the outcome.
///
/// ```swift
/// let plan = PlanSnapshot(hub.plan(for: "nuapp://accounts/7", source: .pushNotification))
/// plan.outcome   // "start accounts.detail"
/// ```
public struct PlanSnapshot: Codable, Hashable, Sendable {
    /// The URL, as given.
    public let url: String
    /// The source the plan was made for.
    public let source: String
    /// The decisions, in order (`matched accounts.detail (nuapp://accounts/7)`).
    public let steps: [String]
    /// The outcome, described (`start accounts.detail`, `fail: …`).
    public let outcome: String
    /// Whether the request would start a flow now.
    public let starts: Bool
    /// The route that matched last, if any.
    public let route: String?
    /// The plan as `RoutingPlan` prints it.
    public let text: String

    /// Describes a plan.
    package init(_ plan: RoutingPlan) {
        url = plan.url
        source = plan.source.rawValue
        steps = plan.steps.map(\.description)
        outcome = plan.outcome.description
        if case .start = plan.outcome { starts = true } else { starts = false }
        route = plan.route
        text = plan.description
    }
}
