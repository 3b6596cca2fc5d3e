@_spi(Tooling) import Waypoint
import WaypointManifest

/// A route manifest's routes as one hub descriptor: every route admits the sources its entry
/// lists (`allowed` when it lists none), needs a login when its entry says so, and checks its
/// own manifest constraints. Used for dry runs only; its flows are never created.
@MainActor struct ManifestRoutes: RouteDescriptor {
    let routes: [Route]
    private let policies: [String: RoutePolicy]
    private let defaultPolicy: RoutePolicy

    /// - Throws: `ManifestError` naming the route, the parameter and the position of the first
    ///   constraint that ``RouteManifest/ConstraintEntry/parameterConstraints()`` refuses (the
    ///   check `lint` reports).
    init(_ loaded: LoadedManifest, allowed: Set<RequestSource>) throws(ManifestError) {
        routes = loaded.routes
        var policies: [String: RoutePolicy] = [:]
        for (route, index) in zip(loaded.routes, loaded.routeIndices) where policies[route.name] == nil {
            let entry = loaded.declared.routes[index]
            let entries = entry.constraints
            var constraints: [String: [RoutePolicy.ParameterConstraint]] = [:]
            for (parameter, entry) in entries.sorted(by: { $0.key < $1.key }) {
                do {
                    constraints[parameter] = try entry.parameterConstraints()
                } catch {
                    throw loaded.problem(at: "routes[\(index)].constraints.\(parameter)", route: route.name, error.message)
                }
            }
            policies[route.name] = RoutePolicy(
                allowedSources: entry.sources.map { Set($0.map(RequestSource.named)) } ?? allowed,
                requiresAuthentication: entry.requiresAuthentication, constraints: constraints)
        }
        self.policies = policies
        self.defaultPolicy = RoutePolicy(allowedSources: allowed)
    }

    func policy(for route: Route) -> RoutePolicy { policies[route.name] ?? defaultPolicy }

    func makeFlow(for request: RouteRequest, in context: RoutingHub.Context) -> any RunningFlow {
        // A dry run never starts a route; this flow is never created.
        Coordinator<Never, Never>(navigator: context.navigator)
    }
}

extension RequestSource {
    /// The built-in source of that name, or an app's own external source (a manifest exported
    /// from an app that declared one).
    static func named(_ name: String) -> RequestSource {
        RequestSource(rawValue: name) ?? RequestSource(name, isExternal: true)
    }
}
