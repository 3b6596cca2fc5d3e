extension RoutingHub {
    /// Resolves a session and acts on the outcome: queue, park, fail, or launch its flow.
    ///
    /// - Parameters:
    ///   - afterRun: the condition whose run (e.g. the login flow) just ended; a request that
    ///     would park under it again and start it again fails instead.
    ///   - dequeued: the session comes from the front of the waiting queue.
    func process(_ session: RoutingSession, afterRun: RoutingGuard.Condition? = nil, dequeued: Bool = false) {
        guard !session.isFinished else { return }
        switch scheduler.requested(session.id, placement: placement(of: session), canOpen: sceneOpener != nil) {
        case .failNoNavigator:
            session.stop(RoutingError(.noNavigator, url: session.url, source: session.source, reason: "no navigator is registered"))
            return
        case .queuedUntilNavigator:
            queueUntilNavigator(session)
            return
        case .queuedUntilNavigatorRefusingOldest(let oldest):
            if let refused = sessions[oldest] {
                refused.stop(
                    RoutingError(
                        .queueFull, url: refused.url, source: refused.source,
                        reason: "more than \(scheduler.maximumBeforeNavigator) links waited for a navigator; "
                            + "the oldest is refused to make room for \(session.id)"))
            }
            queueUntilNavigator(session)
            return
        case .openScene(let kind):
            emit(session, .queued(.untilScene(kind)))
            openScene(kind)
            return
        case .failNoScene(let reason):
            session.stop(RoutingError(.noScene, url: session.url, source: session.source, reason: reason))
            return
        case .resolve:
            break
        }
        guard let scene = scheduler.scene(of: session.id), let window = windows.index(of: scene) else { return }
        let navigator = windows[at: window].navigator
        let resolution = resolve(
            url: session.requestedURL, source: session.source, sourceApplication: session.sourceApplication, session: session.id,
            in: scene, recordingSteps: recordsEvents)
        for step in resolution.steps { emit(session, .decided(step)) }
        // A guard or an observer of the steps may have ended it.
        guard !session.isFinished else { return }
        switch resolution.outcome {
        case .fail(let error):
            session.stop(error)
        case .park(let condition, let starting, let link):
            park(session, until: condition, starting: starting, link: link, afterRun: afterRun, route: link.route)
        case .proceed(let request, let registration, let dismissModals):
            let decision = scheduler.proceeding(
                session.id, overlap: request.policy.preparingOverlap(for: session.source), dequeued: dequeued)
            switch decision {
            case .queue:
                emit(session, .queued(.behindPreparing))
            case .launch(let superseding, let cancelExpiry):
                for older in superseding.compactMap({ sessions[$0] }) {
                    older.stop(
                        RoutingError(
                            .superseded, url: older.url, source: older.source, route: older.route,
                            reason: "a newer request (\(session.id) \(session.url)) took its place"))
                }
                if cancelExpiry { parkingTimer.stop(session.id) }
                launch(session, request, registration, dismissModals: dismissModals, in: scene, navigator)
            }
        }
    }

    /// The session waits for the first navigator, for at most the parking timeout.
    private func queueUntilNavigator(_ session: RoutingSession) {
        parkingTimer.stop(session.id)
        parkingTimer.start(session.id, timeout: configuration.parkingTimeout)
        emit(session, .queued(.untilNavigator))
    }

    private func launch(
        _ session: RoutingSession, _ request: RouteRequest, _ registration: Registration, dismissModals: Bool,
        in scene: SceneID, _ navigator: Navigator
    ) {
        if dismissModals { self.dismissModals(for: session, in: navigator) }
        guard !session.isFinished else { return }
        session.route = registration.route
        // Recorded first: a flow that starts or ends while it is launched finds itself preparing.
        scheduler.flowLaunched(session.id)
        let context = Context(navigator: navigator, hub: self, session: session.id, scene: scene, request: request)
        let flow = registration.descriptor.makeFlow(for: request, in: context)
        session.run(flow, on: navigator)
    }

    private func dismissModals(for session: RoutingSession, in navigator: Navigator) {
        let state = navigator.state
        let owners = Set(state.modals.flatMap { $0.content.screens.map(\.owner) })
        for other in activeSessions() where other !== session {
            guard let id = other.flowID, owners.contains(id) else { continue }
            other.stop(
                RoutingError(
                    .superseded, url: other.url, source: other.source, route: other.route,
                    reason: "\(session.id) \(session.url) dismissed its screens"))
        }
        if !navigator.state.modals.isEmpty {
            do {
                try navigator.setState(NavigationState(root: navigator.state.root, modals: []))
            } catch {
                RuntimeWarning.report("\(session.id) could not dismiss the modals above its screen: \(error)")
            }
        }
        emit(session, .dismissedModals)
    }

    // MARK: - Parking

    private func park(
        _ session: RoutingSession, until condition: RoutingGuard.Condition, starting: String?, link: ParkedLink,
        afterRun: RoutingGuard.Condition?, route: String?
    ) {
        let decision = scheduler.parkRequested(
            session.id, link: link, until: condition, startsRun: starting != nil, afterRun: afterRun, busy: isBusy(session.id))
        switch decision {
        case .fail:
            let kind: RoutingError.Kind = condition == .authenticated ? .unauthenticated : .conditionUnmet
            session.stop(
                RoutingError(
                    kind, url: session.url, source: session.source, route: route,
                    reason: "`\(condition)` still does not hold after its flow ended"))
        case .park(let superseding, let startExpiry, let startRun, let resumeUnlocked):
            for other in superseding.compactMap({ sessions[$0] }) {
                other.stop(
                    RoutingError(
                        .superseded, url: other.url, source: other.source,
                        reason: "the same link was parked again (\(session.id)); duplicates collapse into the newest"))
            }
            if startExpiry { parkingTimer.start(session.id, timeout: configuration.parkingTimeout) }
            emit(session, .parked(condition))
            if startRun, let starting {
                let run = makeSession(url: starting, source: .inApp)
                scheduler.conditionRunStarted(condition, run: run.id, for: session.id)
                process(run)
            }
            if resumeUnlocked { resume(.unlocked, afterRun: false, in: scheduler.scene(of: session.id)) }
        }
    }

    /// The parking timer's deadline for `id` passed: it fails as expired if it still waits
    /// (for a condition, or for the first navigator).
    func expire(_ id: RoutingSession.ID) {
        guard let session = sessions[id] else { return }
        let awaited: String
        if scheduler.isParked(id), let condition = scheduler.parkingCondition(of: id) {
            awaited = "`\(condition)`"
        } else if scheduler.isWaitingForNavigator(id) {
            awaited = "a navigator"
        } else {
            return
        }
        session.stop(
            RoutingError(
                .expired, url: session.url, source: session.source,
                reason: "waited for \(awaited) longer than \(configuration.parkingTimeout)"))
    }

    /// Resumes the requests parked under `condition` in `scene` (in every scene when `nil`).
    func resume(_ condition: RoutingGuard.Condition, afterRun: Bool, in scene: SceneID? = nil) {
        for session in scheduler.conditionHolds(condition, in: scene).compactMap({ sessions[$0] }) where !session.isFinished {
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
            // One look-up: the scene comes back only when requests wait there.
            pump(scheduler.flowStarted(session.id))
        case .completed, .failed:
            sessions[session.id] = nil
            locations[session.id] = nil
            parkingTimer.stop(session.id)
            let ended = scheduler.sessionEnded(session.id)
            if let condition = ended.condition { resume(condition, afterRun: true, in: ended.scene) }
            pump(ended.scene)
        }
    }

    /// Starts a scene's queued requests while no session of it is preparing its flow.
    private func pump(_ scene: SceneID?) {
        // Nothing queued: nothing to drain (the common case, checked without writing).
        guard let scene, scheduler.hasQueued(scene), scheduler.beginDraining(scene) else { return }
        defer { scheduler.endDraining(scene) }
        while let next = scheduler.nextQueued(scene) {
            guard let session = sessions[next] else { continue }
            process(session, dequeued: true)
        }
    }

    func screenChanged(in scene: SceneID) {
        // Every navigation change asks, and mostly nothing waits: checked before the screen is read.
        guard scheduler.hasParked(in: scene), !isBusy(in: scene) else { return }
        resume(.unlocked, afterRun: false, in: scene)
    }
}
