extension RoutingHub {
    /// Resolves a session and acts on the outcome: queue, park, fail, or launch its flow.
    ///
    /// - Parameters:
    ///   - afterRun: the condition whose run (e.g. the login flow) just ended; a request that
    ///     would park under it again and start it again fails instead.
    ///   - dequeued: the session comes from the front of the waiting queue.
    func process(_ session: RoutingSession, afterRun: RoutingCondition? = nil, dequeued: Bool = false) {
        guard !session.isFinished else { return }
        guard let navigator else {
            guard configuration.queuesRequestsBeforeNavigator else {
                session.stop(RoutingError(.noNavigator, url: session.url, source: session.source, reason: "no navigator is registered"))
                return
            }
            coldQueue.append(session)
            emit(session, .queued(.untilNavigator))
            return
        }
        let resolution = resolve(
            url: session.requestedURL, source: session.source, sourceApplication: session.sourceApplication, session: session.id)
        for step in resolution.steps { emit(session, .decided(step)) }
        switch resolution.outcome {
        case .fail(let error):
            session.stop(error)
        case .park(let condition, let starting, let link):
            if let afterRun, afterRun == condition, starting != nil {
                let kind: RoutingError.Kind = condition == .authenticated ? .unauthenticated : .conditionUnmet
                session.stop(
                    RoutingError(
                        kind, url: session.url, source: session.source, route: resolution.steps.lastRoute,
                        reason: "`\(condition)` still does not hold after its flow ended"))
                return
            }
            park(session, until: condition, starting: starting, link: link)
        case .proceed(let request, let descriptor, let dismissModals):
            let preparing = sessions.values.filter { $0.isPreparingFlow && $0 !== session }
            let queuedAhead = dequeued ? [] : waiting.filter { $0 !== session }
            if !preparing.isEmpty || !queuedAhead.isEmpty {
                switch request.policy.preparingOverlap(for: session.source) {
                case .cancelOlder:
                    for older in (preparing + queuedAhead).sorted(by: { $0.id < $1.id }) {
                        older.stop(
                            RoutingError(
                                .superseded, url: older.url, source: older.source, route: older.route,
                                reason: "a newer request (\(session.id) \(session.url)) took its place"))
                    }
                case .queue:
                    if dequeued { waiting.insert(session, at: 0) } else { waiting.append(session) }
                    emit(session, .queued(.behindPreparing))
                    return
                }
            }
            launch(session, request, descriptor, dismissModals: dismissModals, in: navigator)
        }
    }

    private func launch(
        _ session: RoutingSession, _ request: RouteRequest, _ descriptor: any RouteDescriptor, dismissModals: Bool,
        in navigator: Navigator
    ) {
        session.parking?.expiry.cancel()
        session.parking = nil
        if dismissModals { self.dismissModals(for: session, in: navigator) }
        guard !session.isFinished else { return }
        session.route = request.route.name
        let flow = descriptor.makeFlow(for: request, in: RoutingContext(navigator: navigator, hub: self, session: session.id))
        session.run(flow)
    }

    private func dismissModals(for session: RoutingSession, in navigator: Navigator) {
        let state = navigator.state
        let owners = Set(state.modals.flatMap { $0.content.screens.map(\.owner) })
        for other in activeSessions where other !== session {
            guard let id = other.flowID, owners.contains(id) else { continue }
            other.stop(
                RoutingError(
                    .superseded, url: other.url, source: other.source, route: other.route,
                    reason: "\(session.id) \(session.url) dismissed its screens"))
        }
        if !navigator.state.modals.isEmpty {
            _ = try? navigator.setState(NavigationState(root: navigator.state.root, modals: []))
        }
        emit(session, .dismissedModals)
    }

    // MARK: - Parking

    private func park(_ session: RoutingSession, until condition: RoutingCondition, starting: String?, link: ParkedLink) {
        for other in parked where other !== session && other.parking?.link == link && other.parking?.condition == condition {
            other.stop(
                RoutingError(
                    .superseded, url: other.url, source: other.source,
                    reason: "the same link was parked again (\(session.id)); duplicates collapse into the newest"))
        }
        if session.parking == nil {
            let clock = configuration.clock
            let timeout = configuration.parkingTimeout
            let expiry = Task { [weak self, weak session] in
                do { try await clock.sleep(for: timeout) } catch { return }
                guard let self, let session else { return }
                self.expire(session, condition: condition, after: timeout)
            }
            session.parking = RoutingSession.Parking(condition: condition, expiry: expiry, link: link)
        } else {
            session.parking?.condition = condition
            session.parking?.link = link
        }
        if !parked.contains(where: { $0 === session }) { parked.append(session) }
        emit(session, .parked(condition))
        if let starting, conditionRuns[condition] == nil {
            let run = makeSession(url: starting, source: .inApp)
            conditionRuns[condition] = run.id
            process(run)
        }
        if condition == .unlocked, !isBusy { resume(.unlocked, afterRun: false) }
    }

    private func expire(_ session: RoutingSession, condition: RoutingCondition, after timeout: Duration) {
        guard parked.contains(where: { $0 === session }) else { return }
        session.stop(
            RoutingError(
                .expired, url: session.url, source: session.source,
                reason: "waited for `\(session.parking?.condition ?? condition)` longer than \(timeout)"))
    }

    func resume(_ condition: RoutingCondition, afterRun: Bool) {
        let resuming = parked.filter { $0.parking?.condition == condition }
        guard !resuming.isEmpty else { return }
        parked.removeAll { $0.parking?.condition == condition }
        for session in resuming where !session.isFinished {
            emit(session, .resumed(condition))
            process(session, afterRun: afterRun ? condition : nil)
        }
    }

    // MARK: - Reacting

    func sessionChanged(_ session: RoutingSession, to state: RoutingState) {
        emit(session, .state(state))
        switch state {
        case .preparing, .produced:
            return
        case .started:
            pump()
        case .completed, .failed:
            sessions[session.id] = nil
            coldQueue.removeAll { $0 === session }
            waiting.removeAll { $0 === session }
            parked.removeAll { $0 === session }
            if let condition = conditionRuns.first(where: { $0.value == session.id })?.key {
                conditionRuns[condition] = nil
                resume(condition, afterRun: true)
            }
            pump()
        }
    }

    /// Starts queued requests while no session is preparing its flow.
    private func pump() {
        guard !isPumping else { return }
        isPumping = true
        defer { isPumping = false }
        while !waiting.isEmpty, !sessions.values.contains(where: \.isPreparingFlow) {
            process(waiting.removeFirst(), dequeued: true)
        }
    }

    func screenChanged() {
        if !isBusy { resume(.unlocked, afterRun: false) }
    }
}

extension [RoutingPlan.Step] {
    fileprivate var lastRoute: String? {
        RoutingPlan(url: "", source: .inApp, steps: self, outcome: .waitForNavigator).route
    }
}
