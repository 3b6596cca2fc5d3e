import WaypointRoutes

extension Resolver {
    /// What a route's policy says about a request before the guards are asked.
    enum Admission {
        /// The policy, as the overrides narrowed it; every check passed.
        case admitted(RoutePolicy)
        /// The overrides disabled the route and send its requests here.
        case fallback(String)
        case refused(RoutingError.Kind, String, underlying: (any Error & Sendable)?)
    }

    /// Applies the overrides to the route's policy, then checks the source, the source
    /// application, the route's constraints and the web host of a web page route.
    func admit(
        _ match: RouteMatch, _ registration: RoutingHub.Registration, source: RequestSource, sourceApplication: String?,
        steps: inout StepLog
    ) -> Admission {
        let name = registration.route
        var policy = registration.policy
        if !overrides.routes.isEmpty, let override = overrides.routes[name] {
            if let disabled = override.disabled {
                if let fallback = disabled.fallback { return .fallback(fallback) }
                return .refused(.disabled, disabled.message ?? "the backend disabled route `\(name)`", underlying: nil)
            }
            if let sources = override.sources {
                policy.allowedSources.formIntersection(sources)
                steps.append(.restrictedSources(sources.sortedByPosition(by: <)))
            }
        }
        guard policy.allowedSources.contains(source) else {
            let allowed = policy.allowedSources.sortedByPosition(by: <).map(\.description)
            return .refused(
                .forbiddenSource,
                "a request from \(source) may not open it; allowed: \(allowed.isEmpty ? "none" : allowed.joined(separator: ", "))",
                underlying: nil)
        }
        if let refusal = policy.sourceApplicationRefusal(source: source, sourceApplication: sourceApplication) {
            return .refused(.untrustedSourceApplication, refusal, underlying: nil)
        }
        if !policy.constraints.isEmpty {
            if let violation = match.violation(of: policy.constraints) {
                return .refused(.invalidParameter, violation.description, underlying: violation)
            }
            steps.append(.checkedConstraints(policy.constraints.values.reduce(0) { $0 + $1.count }))
        }
        if let parameter = policy.webPageParameter {
            let address = match.parameters[parameter] ?? match.query[parameter]
            guard let address, webHosts.permits(address) else {
                return .refused(
                    .untrustedWebHost,
                    "web page `\(address ?? "(missing)")` in parameter `\(parameter)` is not on the allowed hosts (\(webHosts))",
                    underlying: nil)
            }
        }
        return .admitted(policy)
    }
}
