import WaypointNavigation
import WaypointRoutes

extension Resolver {
    /// Decides a located request: the route's policy (as the overrides narrow it), the source
    /// and source-application checks, constraints, the web-host check, the guard chain, then the
    /// busy-screen rule. A guard's redirect or a disabled route's fallback locates its URL and
    /// starts over, within the hub's redirect limit.
    ///
    /// - Parameters:
    ///   - location: where the request's URL leads (``locate(_:from:)``).
    ///   - source: where the request came from.
    ///   - sourceApplication: the application that handed over the link, if known.
    ///   - session: the session the request belongs to.
    ///   - isBusy: whether a modal or a locked flow is on screen where the request would show;
    ///     asked only when the rule applies.
    ///   - recordingSteps: whether to list the steps.
    /// - Returns: the steps and the outcome.
    /// - Complexity: one route match per guard redirect or fallback, plus the guards.
    func resolve(
        _ location: RouteLocation, source: RequestSource, sourceApplication: String?, session: RoutingSession.ID,
        isBusy: () -> Bool, recordingSteps: Bool
    ) -> Resolution {
        var steps = StepLog(isRecording: recordingSteps)
        let original = location.url
        var location = location
        var redirects = 0
        record(location, into: &steps, dropsFirst: true)

        func fail(
            _ kind: RoutingError.Kind, route: String? = nil, _ reason: String, suggestions: [String] = [],
            underlying: (any Error & Sendable)? = nil
        ) -> Resolution {
            let error = RoutingError(
                kind, url: original, source: source, route: route, reason: reason, suggestions: suggestions, underlying: underlying)
            return Resolution(url: original, steps: steps.steps, outcome: .fail(error))
        }
        /// The URL the last redirect pointed at, for the loop's message.
        var lastTarget = location.target
        func follow(_ target: String, by: String) -> Bool {
            // Read before the log's autoclosure: a release build's region analysis takes a
            // non-Sendable `location` captured there as sent away from the main actor.
            let from = location.target
            steps.append(.redirected(from: from, to: target, by: by))
            redirects += 1
            lastTarget = target
            guard redirects <= maximumRedirects else { return false }
            location = locate(target, from: source)
            record(location, into: &steps, dropsFirst: false)
            lastTarget = location.target
            return true
        }

        resolving: while true {
            redirects += location.redirects.count
            let match: RouteMatch
            let found: RoutingHub.Registration?
            switch location.found {
            case .redirectLoop:
                break resolving
            case _ where redirects > maximumRedirects:
                break resolving
            case .failure(let error):
                return fail(
                    Self.kind(of: error), route: error.routeName, error.summary, suggestions: error.suggestions, underlying: error)
            case .route(let matched, let registration):
                match = matched
                found = registration
            }
            let url = location.target
            guard let registration = found else {
                let name = match.route.name
                steps.append(.matched(route: name, url: url))
                return fail(.unknownRoute, route: name, "no descriptor is registered for route `\(name)`")
            }
            let name = registration.route
            steps.append(.matched(route: name, url: url))
            let policy: RoutePolicy
            switch admit(match, registration, source: source, sourceApplication: sourceApplication, steps: &steps) {
            case .fallback(let fallback):
                guard follow(fallback, by: "overrides (route disabled)") else { break resolving }
                continue resolving
            case .refused(let kind, let reason, let underlying):
                return fail(kind, route: name, reason, underlying: underlying)
            case .admitted(let admitted):
                policy = admitted
            }
            let request = RouteRequest(
                session: session, url: url, originalURL: original, source: source, sourceApplication: sourceApplication,
                match: consume match, policy: consume policy)
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
                    guard request.policy.allowsDeferral else {
                        let kind: RoutingError.Kind = condition == .authenticated ? .unauthenticated : .conditionUnmet
                        return fail(kind, route: name, "guard `\(routingGuard.name)` needs `\(condition)` and the route may not wait for it")
                    }
                    let outcome = Resolution.Outcome.park(condition, starting: starting, link: ParkedLink(request))
                    return Resolution(url: original, steps: steps.steps, outcome: outcome)
                case .deny(let reason):
                    return fail(.denied, route: name, "guard `\(routingGuard.name)` denied it: \(reason)")
                }
            }
            var dismissModals = false
            if source != .inApp, isBusy() {
                let whileBusy = request.policy.whileBusy
                steps.append(.busyScreen(whileBusy))
                switch whileBusy {
                case .dismissAndContinue:
                    dismissModals = true
                case .deferUntilUnlocked:
                    guard request.policy.allowsDeferral else {
                        return fail(.busy, route: name, "a modal or locked flow is on screen and the route may not wait")
                    }
                    let outcome = Resolution.Outcome.park(.unlocked, starting: nil, link: ParkedLink(request))
                    return Resolution(url: original, steps: steps.steps, outcome: outcome)
                case .reject:
                    return fail(.busy, route: name, "a modal or locked flow is on screen and the route rejects interrupting it")
                }
            }
            return Resolution(url: original, steps: steps.steps, outcome: .proceed(request, registration, dismissModals: dismissModals))
        }
        return fail(.redirectLoop, "more than \(maximumRedirects) redirects; last target `\(lastTarget)`")
    }

    /// Records how a location was reached: the overrides' redirects and, for an external link,
    /// what its reduction dropped (names only). The first location lists its drops first, as
    /// they apply to the URL as asked for.
    private func record(_ location: RouteLocation, into steps: inout StepLog, dropsFirst: Bool) {
        guard steps.isRecording else { return }
        if dropsFirst { recordDrops(location.droppedKeys, fragment: location.droppedFragment, into: &steps) }
        for hop in location.redirects { steps.append(.redirected(from: hop.from, to: hop.to, by: "overrides")) }
        if dropsFirst {
            recordDrops(location.droppedTargetKeys, fragment: false, into: &steps)
        } else {
            recordDrops(location.droppedKeys + location.droppedTargetKeys, fragment: location.droppedFragment, into: &steps)
        }
    }

    private func recordDrops(_ keys: [String], fragment: Bool, into steps: inout StepLog) {
        if !keys.isEmpty { steps.append(.droppedQueryKeys(keys)) }
        if fragment { steps.append(.droppedFragment) }
    }

    /// The routing error kind for each way a route match fails (``RoutingError/Kind/init(matching:)``);
    /// the match error itself travels along as the routing error's `underlying` error.
    static func kind(of error: RouteError) -> RoutingError.Kind {
        RoutingError.Kind(matching: error.kind)
    }
}
