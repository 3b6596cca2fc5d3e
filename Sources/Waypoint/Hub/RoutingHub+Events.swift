import Foundation

extension RoutingHub {
    /// The last events of ``events``, oldest first, kept whether or not anybody listens: crash
    /// breadcrumbs an app attaches to a report, and what the inspector's log shows from before it
    /// started.
    ///
    /// ```swift
    /// crashReporter.breadcrumbs = hub.recentEvents.suffix(20).map(\.description)
    /// ```
    ///
    /// - Complexity: O(*n*) in ``recentEventCapacity``.
    public var recentEvents: [RoutingEvent] { eventRing.events }

    /// How many events ``recentEvents`` keeps (100 by default; 0 keeps none). Lowering it drops
    /// the oldest ones.
    public var recentEventCapacity: Int {
        get { eventRing.capacity }
        set { eventRing.resize(to: newValue) }
    }

    /// Whether events are kept or listened to: the resolution then records its steps.
    var recordsEvents: Bool { hasEventListeners || eventRing.capacity > 0 }

    /// Reports one event of `session` to the ring and the listeners.
    func emit(_ session: RoutingSession, _ kind: RoutingEvent.Kind) {
        record(
            RoutingEvent(
                time: Date(), session: session.id, scene: scheduler.scene(of: session.id), url: session.url,
                source: session.source, route: session.route, sinceRequest: session.sinceRequest(), kind: kind))
    }

    /// Reports a change of a registered navigator's screens, as an event of the session whose
    /// flow owns the screens shown (or else removed), if any.
    func navigated(_ change: NavigationChange, in scene: SceneID) {
        guard !change.inserted.isEmpty || !change.removed.isEmpty else { return }
        let kind = RoutingEvent.Kind.navigated(change.cause, shown: change.inserted, removed: change.removed)
        if let session = session(owningAnyOf: change.inserted) ?? session(owningAnyOf: change.removed) {
            emit(session, kind)
        } else {
            record(
                RoutingEvent(
                    time: Date(), session: nil, scene: scene, url: nil, source: nil, route: nil, sinceRequest: nil,
                    kind: kind))
        }
    }

    /// The live session whose flow owns one of `screens`.
    ///
    /// - Complexity: O(*s* × *n*) in the live sessions and the screens.
    private func session(owningAnyOf screens: [Screen]) -> RoutingSession? {
        guard !screens.isEmpty else { return nil }
        for session in sessions.values {
            guard let flow = session.flowID else { continue }
            if screens.contains(where: { $0.owner == flow }) { return session }
        }
        return nil
    }

    private func record(_ event: RoutingEvent) {
        eventRing.append(event)
        if hasEventListeners { yieldEvent(event) }
    }
}

/// Measures the time since it was made on `clock`.
@MainActor func stopwatch<C: Clock<Duration>>(on clock: C) -> @MainActor () -> Duration {
    let start = clock.now
    return { start.duration(to: clock.now) }
}
