import Waypoint
import WaypointManifest

/// A route manifest's routes as one hub descriptor: every route admits `allowed` sources and its
/// own manifest constraints. Used for dry runs only; its flows are never created.
@MainActor struct ManifestRoutes: RouteDescriptor {
    let routes: [Route]
    private let policies: [String: RoutePolicy]

    /// - Throws: `ManifestError` naming the route and parameter of a constraint that is not valid.
    init(_ loaded: LoadedManifest, allowed: Set<RequestSource>) throws(ManifestError) {
        routes = loaded.routes
        var policies: [String: RoutePolicy] = [:]
        for (route, entries) in loaded.constraints {
            var constraints: [String: [ParameterConstraint]] = [:]
            for (parameter, entry) in entries.sorted(by: { $0.key < $1.key }) {
                do {
                    constraints[parameter] = try Self.constraints(entry)
                } catch {
                    throw ManifestError.problem(
                        in: loaded.file, at: "routes[\(loaded.indices[route] ?? 0)].constraints.\(parameter)", route: route,
                        error.message)
                }
            }
            policies[route] = RoutePolicy(allowedSources: allowed, constraints: constraints)
        }
        self.policies = policies
        self.defaultPolicy = RoutePolicy(allowedSources: allowed)
    }

    private let defaultPolicy: RoutePolicy

    func policy(for route: Route) -> RoutePolicy { policies[route.name] ?? defaultPolicy }

    func makeFlow(for request: RouteRequest, in context: RoutingContext) -> any RunningFlow {
        // A dry run never starts a route; this flow is never created.
        Coordinator<Never, Never>(navigator: context.navigator)
    }

    struct Invalid: Error {
        let message: String
    }

    private static func constraints(_ entry: RouteManifest.ConstraintEntry) throws(Invalid) -> [ParameterConstraint] {
        var constraints: [ParameterConstraint] = []
        switch (entry.min, entry.max) {
        case (nil, nil): break
        case (let low?, let high?):
            guard low <= high, low.isFinite, high.isFinite else { throw Invalid(message: "`min` \(low) is above `max` \(high)") }
            if let lowInt = Int(exactly: low), let highInt = Int(exactly: high) {
                constraints.append(.range(lowInt...highInt))
            } else {
                constraints.append(.range(low...high))
            }
        default: throw Invalid(message: "a range needs both `min` and `max`")
        }
        if let values = entry.oneOf { constraints.append(.oneOf(Set(values))) }
        if let count = entry.maxLength {
            guard count >= 0 else { throw Invalid(message: "`maxLength` must not be negative") }
            constraints.append(.maximumLength(count))
        }
        if let pattern = entry.pattern {
            do {
                constraints.append(try .pattern(pattern))
            } catch {
                throw Invalid(message: "\(error)")
            }
        }
        guard !constraints.isEmpty else { throw Invalid(message: "no constraint; expected `min`/`max`, `oneOf`, `maxLength` or `pattern`") }
        return constraints
    }
}
