extension RoutingHub: SceneLifecycle {
    // MARK: - Windows

    /// Registers the navigator of one window (a scene), and delivers the requests that waited
    /// for it, each exactly once, in arrival order.
    ///
    /// An app with one window registers its navigator as `SceneID.main`, the default; an app
    /// with several registers one navigator per window. The window becomes the active one.
    /// Registering a window again replaces its navigator.
    /// Requests that waited for the first window, or for a window of this kind the hub asked
    /// its ``sceneOpener`` for, are placed in it.
    ///
    /// ```swift
    /// hub.register(navigator: Navigator(host: InMemoryHost()))   // the app's one window
    /// // UIKit, in scene(_:willConnectTo:options:)
    /// hub.register(navigator: navigator, scene: SceneID(session.persistentIdentifier), kind: "support")
    /// ```
    ///
    /// - Parameters:
    ///   - navigator: the window's navigation context.
    ///   - scene: the window's identity (default: `SceneID.main`).
    ///   - kind: the window's role (default: `SceneID.Kind.main`).
    public func register(navigator: Navigator, scene: SceneID = .main, kind: SceneID.Kind = .main) {
        let subscription = navigator.onChange { [weak self] change in
            self?.navigated(change, in: scene)
            self?.screenChanged(in: scene)
        }
        windows[scene] = SceneWindow(kind: kind, navigator: navigator, subscription: subscription)
        for session in scheduler.sceneRegistered(scene, kind: kind).compactMap({ sessions[$0] }) {
            // Its wait is over: no longer expires (a wait for a condition starts its own expiry).
            parkingTimer.stop(session.id)
            process(session)
        }
    }

    /// Closes a window: every session placed in it ends — one whose flow had started completes
    /// as ``RoutingState/Completion/closedByUser`` (closing a window is the user's doing, not an
    /// error), one that had shown nothing yet fails with `sceneClosed` — and
    /// its flow is cancelled; every other flow still running on its navigator (one the app
    /// launched itself) ends as cancelled; its parked requests, queues and locks go, and the hub
    /// lets go of its navigator. The most recently active other window becomes the active one.
    ///
    /// ```swift
    /// // UIKit, in sceneDidDisconnect(_:)
    /// hub.unregister(scene: SceneID(scene.session.persistentIdentifier))
    /// ```
    ///
    /// - Parameter scene: the window; closing one that is not open does nothing.
    public func unregister(scene: SceneID) {
        guard let window = windows.removeValue(for: scene) else { return }
        for session in scheduler.sceneClosed(scene).compactMap({ sessions[$0] }) {
            session.windowClosed(
                RoutingError(
                    .sceneClosed, url: session.url, source: session.source, route: session.route,
                    reason: "its window \(scene) was closed"))
        }
        // Flows launched in the window without the hub (an app flow) end with it too: the
        // library keeps a running flow alive until it ends, so nothing else would end them.
        FlowIdentity.endFlows(on: window.navigator)
    }

    /// Tells the hub which window the user works in now: requests placed in
    /// ``RoutePolicy/ScenePlacement/active`` go there. Hosts call it when a window comes to the foreground.
    ///
    /// ```swift
    /// // UIKit, in sceneDidBecomeActive(_:)
    /// hub.activate(scene: SceneID(scene.session.persistentIdentifier))
    /// ```
    ///
    /// - Parameter scene: an open window; any other identity is ignored.
    public func activate(scene: SceneID) {
        scheduler.activate(scene)
    }

    /// The window the user works in now: the one registered or reported active last.
    package var activeScene: SceneID? { scheduler.activeScene }

    /// The open windows, in the order they were registered.
    public var scenes: [Scene] {
        scheduler.openScenes.compactMap { id in
            windows[id].map { Scene(id: id, kind: $0.kind, navigator: $0.navigator) }
        }
    }

    /// The active window's navigator, once one is registered.
    package var navigator: Navigator? {
        scheduler.activeScene.flatMap { windows[$0]?.navigator }
    }

    /// The window a session was placed in; `nil` while it waits for one, and once it ended.
    ///
    /// ```swift
    /// let session = hub.start(url: "nuapp://support/chat", source: .inApp)
    /// hub.scene(of: session)   // "support-1"
    /// ```
    ///
    /// - Parameter session: a session of this hub.
    /// - Returns: the window's identity.
    package func scene(of session: RoutingSession) -> SceneID? {
        scheduler.scene(of: session.id)
    }

    /// Asks the opener for a window of `kind`; when the platform refuses, the requests waiting
    /// for one fail with `noScene`.
    func openScene(_ kind: SceneID.Kind) {
        sceneOpener?.open(kind) { @MainActor [weak self] reason in
            guard let self else { return }
            for session in self.scheduler.openingFailed(kind).compactMap({ self.sessions[$0] }) {
                session.stop(
                    RoutingError(
                        .noScene, url: session.url, source: session.source,
                        reason: "the platform did not open a \(kind) window: \(reason)"))
            }
        }
    }

    // MARK: - Placing

    /// Where a request asks to go: the caller's placement, else its route's (read from the
    /// request's one match), looked up only while the request is not placed yet.
    func placement(of session: RoutingSession) -> RoutePolicy.ScenePlacement {
        if let explicit = scheduler.explicitPlacement(of: session.id) { return explicit }
        guard routesNameScenes, scheduler.needsPlacement(session.id) else { return .active }
        return location(of: session.id, url: session.requestedURL, source: session.source).placement
    }
}
