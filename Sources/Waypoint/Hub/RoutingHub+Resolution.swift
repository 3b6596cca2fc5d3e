extension RoutingHub {
    /// What resolving a URL for a source decided, step by step.
    struct Resolution {
        /// The URL as the hub knows it (for external sources, reduced to declared keys).
        var url: String
        var steps: [RoutingPlan.Step]
        var outcome: Outcome

        enum Outcome {
            case proceed(RouteRequest, Registration, dismissModals: Bool)
            /// `link` is what the parked request asks for, so that duplicates collapse.
            case park(RoutingCondition, starting: String?, link: ParkedLink)
            case fail(RoutingError)
        }
    }

    /// The steps of a resolution, kept only when someone reads them (a plan, or event
    /// listeners): a request nobody watches builds no list.
    struct StepLog {
        let isRecording: Bool
        private(set) var steps: [RoutingPlan.Step] = []

        mutating func append(_ step: @autoclosure () -> RoutingPlan.Step) {
            if isRecording { steps.append(step()) }
        }
    }

    /// Explains what ``start(url:source:sourceApplication:)-(String,_,_)`` would do with a URL, without doing any of it.
    ///
    /// Runs the overrides, the route match, the source, source-application, constraint and
    /// web-host checks, the guard chain and the busy-screen policy against the hub's current
    /// state, in the window the route shows in (``RoutePolicy/scene``). Navigation, sessions and queues are untouched and no flow is created. For an
    /// external source the plan shows the URL reduced to the keys the route declares, and names
    /// (never values of) the dropped keys.
    ///
    /// ```swift
    /// let plan = hub.plan(for: "nuapp://card/7/block", source: .universalLink)
    /// if case .fail(let error) = plan.outcome { print(error) }
    /// ```
    ///
    /// - Parameters:
    ///   - url: the URL to plan for.
    ///   - source: the source to plan for (default: in-app).
    ///   - sourceApplication: the application that handed over the link, if known.
    /// - Returns: every step and the outcome.
    /// - Complexity: that of a route match per redirect, plus the guards.
    public func plan(for url: String, source: RequestSource = .inApp, sourceApplication: String? = nil) -> RoutingPlan {
        // The window the request would go to: its busy screen is the one that counts.
        let placement = placement(ofURL: trusted(url, from: source).text)
        let scene = scheduler.openScene(for: placement)
        let resolution = resolve(
            url: url, source: source, sourceApplication: sourceApplication, session: RoutingSessionID(0), in: scene, recordingSteps: true)
        let outcome: RoutingPlan.Outcome
        switch (resolution.outcome, placement) {
        case (.fail(let error), _):
            outcome = .fail(error)
        case _ where navigator == nil:
            outcome = .waitForNavigator
        case (_, .kind(let kind)) where scene == nil && sceneOpener != nil, (_, .newWindow(let kind)) where sceneOpener != nil:
            outcome = .waitForScene(kind)
        case _ where scene == nil:
            outcome = .fail(
                RoutingError(.noScene, url: resolution.url, source: source, reason: "it needs \(placement) and no such window is open"))
        case (.proceed(_, let registration, let dismiss), _):
            outcome = .start(route: registration.route, dismissingModals: dismiss)
        case (.park(let condition, let starting, _), _):
            outcome = .park(condition, starting: starting)
        }
        return RoutingPlan(url: resolution.url, source: source, steps: resolution.steps, outcome: outcome)
    }

    /// Resolves a URL for a request placed in `scene` (whose busy screen counts; none when `nil`),
    /// listing the steps when `recordingSteps`.
    func resolve(
        url requested: String, source: RequestSource, sourceApplication: String?, session: RoutingSessionID, in scene: SceneID?,
        recordingSteps: Bool
    ) -> Resolution {
        var steps = StepLog(isRecording: recordingSteps)
        // External URLs are reduced to what their route declares before anything else sees them.
        let door = trusted(requested, from: source)
        let original = door.text
        var url = original
        var redirects = 0
        reduced(door, into: &steps)

        func fail(_ kind: RoutingError.Kind, route: String? = nil, _ reason: String, suggestions: [String] = [], underlying: (any Error & Sendable)? = nil) -> Resolution {
            let error = RoutingError(
                kind, url: original, source: source, route: route, reason: reason, suggestions: suggestions, underlying: underlying)
            return Resolution(url: original, steps: steps.steps, outcome: .fail(error))
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
            var match: RouteMatch
            do {
                match = try table.match(url)
                // A target a guard or a fallback chose may still carry undeclared keys.
                if source.isExternal, TrustedURL.mayReduce(url) {
                    let again = TrustedURL(url, declaredKeys: Set(match.route.query.map(\.name)))
                    if again.text != url {
                        reduced(again, into: &steps)
                        url = again.text
                        match = try table.match(url)
                    }
                }
            } catch {
                return fail(Self.kind(of: error), error.summary, suggestions: error.suggestions, underlying: error)
            }
            guard let registration = registration(of: match) else {
                let name = match.route.name
                steps.append(.matched(route: name, url: url))
                return fail(.unknownRoute, route: name, "no descriptor is registered for route `\(name)`")
            }
            let name = registration.route
            steps.append(.matched(route: name, url: url))
            var policy = registration.policy
            if !overrides.routes.isEmpty, let override = overrides.routes[name] {
                if let disabled = override.disabled {
                    if let fallback = disabled.fallback {
                        guard follow(fallback, by: "overrides (route disabled)") else { break resolving }
                        continue resolving
                    }
                    return fail(.disabled, route: name, disabled.message ?? "the backend disabled route `\(name)`")
                }
                if let sources = override.sources {
                    policy.allowedSources.formIntersection(sources)
                    steps.append(.restrictedSources(sources.sorted()))
                }
            }
            guard policy.allowedSources.contains(source) else {
                let allowed = policy.allowedSources.sorted().map(\.description)
                return fail(
                    .forbiddenSource, route: name,
                    "a request from \(source) may not open it; allowed: \(allowed.isEmpty ? "none" : allowed.joined(separator: ", "))")
            }
            if let refusal = Self.sourceApplicationRefusal(policy, source: source, sourceApplication: sourceApplication) {
                return fail(.untrustedSourceApplication, route: name, refusal)
            }
            if !policy.constraints.isEmpty {
                if let violation = match.violation(of: policy.constraints) {
                    return fail(.invalidParameter, route: name, violation.description, underlying: violation)
                }
                steps.append(.checkedConstraints(policy.constraints.values.reduce(0) { $0 + $1.count }))
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
            if source != .inApp, let scene, isBusy(in: scene) {
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
            return Resolution(
                url: original, steps: steps.steps, outcome: .proceed(request, registration, dismissModals: dismissModals))
        }
        return fail(.redirectLoop, "more than \(configuration.maximumRedirects) redirects; last target `\(url)`")
    }

    /// Records what reducing an external URL dropped: key names and the fragment, never values.
    private func reduced(_ trusted: TrustedURL, into steps: inout StepLog) {
        if !trusted.droppedKeys.isEmpty { steps.append(.droppedQueryKeys(trusted.droppedKeys)) }
        if trusted.droppedFragment { steps.append(.droppedFragment) }
    }

    /// Whether a modal level or a presentation lock is on screen in the request's scene (the
    /// active one for a request not placed yet).
    func isBusy(_ session: RoutingSessionID) -> Bool {
        guard let scene = scheduler.scene(of: session) ?? scheduler.activeScene else { return false }
        return isBusy(in: scene)
    }

    /// Whether a modal level or a presentation lock is on screen in `scene`.
    func isBusy(in scene: SceneID) -> Bool {
        guard let navigator = windows[scene]?.navigator else { return false }
        return !navigator.state.modals.isEmpty || scheduler.isLocked(scene)
    }

    private static func kind(of error: RouteError) -> RoutingError.Kind {
        RoutingError.Kind(matching: error.kind)
    }
}
