extension RoutingHub {
    /// What resolving a URL for a source decided, step by step.
    struct Resolution {
        var steps: [RoutingPlan.Step]
        var outcome: Outcome

        enum Outcome {
            case proceed(RouteRequest, any RouteDescriptor, dismissModals: Bool)
            case park(RoutingCondition, starting: String?)
            case fail(RoutingError)
        }
    }

    /// Explains what ``start(url:source:)`` would do with a URL, without doing any of it.
    ///
    /// Runs the overrides, the route match, the source and web-host checks, the guard chain and
    /// the busy-screen policy against the hub's current state. Navigation, sessions and queues
    /// are untouched and no flow is created.
    ///
    /// ```swift
    /// let plan = hub.plan(for: "nuapp://card/7/block", source: .universalLink)
    /// if case .fail(let error) = plan.outcome { print(error) }
    /// ```
    ///
    /// - Parameters:
    ///   - url: the URL to plan for.
    ///   - source: the source to plan for (default: in-app).
    /// - Returns: every step and the outcome.
    /// - Complexity: that of a route match per redirect, plus the guards.
    public func plan(for url: String, source: RequestSource = .inApp) -> RoutingPlan {
        let resolution = resolve(url: url, source: source, session: RoutingSessionID(0))
        let outcome: RoutingPlan.Outcome
        switch resolution.outcome {
        case .proceed(let request, _, let dismiss):
            outcome = navigator == nil ? .waitForNavigator : .start(route: request.route.name, dismissingModals: dismiss)
        case .park(let condition, let starting):
            outcome = .park(condition, starting: starting)
        case .fail(let error):
            outcome = .fail(error)
        }
        return RoutingPlan(url: url, source: source, steps: resolution.steps, outcome: outcome)
    }

    func resolve(url original: String, source: RequestSource, session: RoutingSessionID) -> Resolution {
        var steps: [RoutingPlan.Step] = []
        var url = original
        var redirects = 0

        func fail(_ kind: RoutingError.Kind, route: String? = nil, _ reason: String, suggestions: [String] = [], underlying: (any Error & Sendable)? = nil) -> Resolution {
            let error = RoutingError(
                kind, url: original, source: source, route: route, reason: reason, suggestions: suggestions, underlying: underlying)
            return Resolution(steps: steps, outcome: .fail(error))
        }
        func follow(_ target: String, by: String) -> Bool {
            steps.append(.redirected(from: url, to: target, by: by))
            url = target
            redirects += 1
            return redirects <= configuration.maximumRedirects
        }

        resolving: while true {
            if let target = overrides.redirectTarget(for: url) {
                guard follow(target, by: "overrides") else { break resolving }
                continue resolving
            }
            let match: RouteMatch
            do {
                match = try table.match(url)
            } catch {
                return fail(Self.kind(of: error), error.summary, suggestions: error.suggestions, underlying: error)
            }
            let name = match.route.name
            steps.append(.matched(route: name, url: url))
            guard let registration = registrations[name] else {
                return fail(.unknownRoute, route: name, "no descriptor is registered for route `\(name)`")
            }
            var policy = registration.policy
            if let override = overrides.routes[name] {
                if let disabled = override.disabled {
                    if let fallback = disabled.fallback {
                        guard follow(fallback, by: "overrides (route disabled)") else { break resolving }
                        continue resolving
                    }
                    return fail(.disabled, route: name, disabled.message ?? "the backend disabled route `\(name)`")
                }
                if let sources = override.sources {
                    policy.allowedSources.formIntersection(sources)
                    steps.append(.restrictedSources(RequestSource.allCases.filter(sources.contains)))
                }
            }
            guard policy.allowedSources.contains(source) else {
                let allowed = RequestSource.allCases.filter(policy.allowedSources.contains).map(\.description)
                return fail(
                    .forbiddenSource, route: name,
                    "a request from \(source) may not open it; allowed: \(allowed.isEmpty ? "none" : allowed.joined(separator: ", "))")
            }
            var extraQuery = match.extraQuery
            if source.isExternal, !extraQuery.isEmpty {
                steps.append(.droppedQueryKeys(extraQuery.keys.sorted()))
                extraQuery = [:]
            }
            if let parameter = policy.webPageParameter {
                let address = match.parameters[parameter] ?? match.query[parameter]
                guard let address, configuration.webHosts.permits(address) else {
                    return fail(
                        .untrustedWebHost, route: name,
                        "web page `\(address ?? "(missing)")` in parameter `\(parameter)` is not on the allowed hosts (\(configuration.webHosts))")
                }
            }
            let request = RouteRequest(
                session: session, url: url, originalURL: original, source: source, match: match, policy: policy,
                extraQuery: extraQuery)
            for routingGuard in guards {
                let decision = routingGuard.decide(request)
                steps.append(.guarded(routingGuard.name, decision))
                switch decision {
                case .proceed:
                    continue
                case .redirect(let target):
                    guard follow(target, by: "guard \(routingGuard.name)") else { break resolving }
                    continue resolving
                case .deferUntil(let condition, let starting):
                    guard policy.allowsDeferral else {
                        let kind: RoutingError.Kind = condition == .authenticated ? .unauthenticated : .conditionUnmet
                        return fail(kind, route: name, "guard `\(routingGuard.name)` needs `\(condition)` and the route may not wait for it")
                    }
                    return Resolution(steps: steps, outcome: .park(condition, starting: starting))
                case .deny(let reason):
                    return fail(.denied, route: name, "guard `\(routingGuard.name)` denied it: \(reason)")
                }
            }
            var dismissModals = false
            if source != .inApp, isBusy {
                steps.append(.busyScreen(policy.whileBusy))
                switch policy.whileBusy {
                case .dismissAndContinue:
                    dismissModals = true
                case .deferUntilUnlocked:
                    guard policy.allowsDeferral else {
                        return fail(.busy, route: name, "a modal or locked flow is on screen and the route may not wait")
                    }
                    return Resolution(steps: steps, outcome: .park(.unlocked, starting: nil))
                case .reject:
                    return fail(.busy, route: name, "a modal or locked flow is on screen and the route rejects interrupting it")
                }
            }
            return Resolution(steps: steps, outcome: .proceed(request, registration.descriptor, dismissModals: dismissModals))
        }
        return fail(.redirectLoop, "more than \(configuration.maximumRedirects) redirects; last target `\(url)`")
    }

    /// Whether a modal level or a presentation lock is on screen.
    var isBusy: Bool {
        guard let navigator else { return false }
        return !navigator.state.modals.isEmpty || !locks.isEmpty
    }

    private static func kind(of error: RouteMatchError) -> RoutingError.Kind {
        switch error.kind {
        case .unknownRoute: .unknownRoute
        case .invalidParameter, .missingQueryParameter, .invalidQueryParameter: .invalidParameter
        default: .invalidURL
        }
    }
}
