import Foundation
@_spi(HostAuthoring) @_spi(Tooling) import WaypointNavigation

extension RoutingHub {
    /// The last events of ``events``, oldest first, kept whether or not anybody listens: crash
    /// breadcrumbs an app attaches to a report, and what the inspector's log shows from before it
    /// started.
    ///
    /// ```swift
    /// crashReporter.breadcrumbs = hub.recentEvents.suffix(20).map(\.description)
    /// ```
    ///
    /// - Complexity: O(*n*) in the configuration's `recentEventCapacity`.
    public var recentEvents: [RoutingEvent] { eventRing.events }

    /// How many events ``recentEvents`` keeps (the configuration's, at first). Lowering it drops
    /// the oldest ones.
    package var recentEventCapacity: Int {
        get { eventRing.capacity }
        set { eventRing.resize(to: newValue) }
    }

    /// Whether events are kept or listened to: the resolution then records its steps.
    var recordsEvents: Bool { hasEventListeners || eventRing.capacity > 0 }

    /// Reports one event of `session` to the ring and the listeners.
    func emit(_ session: RoutingSession, _ kind: RoutingEvent.Kind, gesture: String? = nil) {
        guard recordsEvents else { return }
        record(
            RoutingEvent(
                time: Date(), session: session.id, scene: scheduler.scene(of: session.id), url: session.url,
                source: session.source, route: session.route, sinceRequest: session.sinceRequest(), kind: kind,
                gesture: gesture))
    }

    /// Reports a change of a registered navigator's screens, as an event of the session whose
    /// flow (or one of its descendants) owns the screens shown, or else removed, if any.
    func navigated(_ change: NavigationChange, in scene: SceneID) {
        guard recordsEvents, !change.inserted.isEmpty || !change.removed.isEmpty else { return }
        let kind = RoutingEvent.Kind.navigated(change.cause, shown: change.inserted, removed: change.removed)
        let navigator = windows[scene]?.navigator
        if let session = session(owningAnyOf: change.inserted, on: navigator)
            ?? session(owningAnyOf: change.removed, on: navigator)
        {
            emit(session, kind, gesture: change.gesture.map { "\($0)" })
        } else {
            record(
                RoutingEvent(
                    time: Date(), session: nil, scene: scene, url: nil, source: nil, route: nil, sinceRequest: nil,
                    kind: kind, gesture: change.gesture.map { "\($0)" }))
        }
    }

    /// The live session whose flow owns one of `screens`, directly or through the flows it
    /// started (a child's screens belong to its parent's session).
    ///
    /// Every navigation change asks, so it builds nothing: the live sessions are a handful, and
    /// scanning them for a flow costs less than indexing them anew on every change.
    ///
    /// - Complexity: O(*s* × *n* × *d*) in the live sessions, the screens and the depth of the
    ///   flow tree.
    private func session(owningAnyOf screens: [Screen], on navigator: Navigator?) -> RoutingSession? {
        guard !screens.isEmpty, !sessions.isEmpty else { return nil }
        for screen in screens where screen.owner != .app {
            if let session = session(runningFlow: screen.owner) { return session }
            // A child flow: its ancestors, while they run.
            var node = navigator?.flow(for: screen.owner) as? any FlowNode
            while let current = node {
                if let session = session(runningFlow: current.id) { return session }
                node = current.parentNode as? any FlowNode
            }
        }
        return nil
    }

    /// The live session whose flow is `flow`, if any.
    private func session(runningFlow flow: FlowID) -> RoutingSession? {
        for session in sessions.values where session.flowID == flow { return session }
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
