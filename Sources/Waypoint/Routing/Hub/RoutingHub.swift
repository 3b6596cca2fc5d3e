import WaypointRoutes

/// The one entry point that opens any flow by URL.
///
/// Product modules register their routes (``WaypointModule``, ``ModuleRegistry``); the app registers the
/// `Navigator` flows present in. ``start(url:source:sourceApplication:in:)-(String,_,_,_)`` resolves the URL — backend overrides,
/// route match, the source's rights, the guard chain, the busy-screen policy — and returns a
/// ``RoutingSession`` that reports the flow's life until it ends. The flow itself is created
/// only when its route starts.
///
/// Requests that arrive before a navigator is registered wait for one and are delivered
/// exactly once (at most the configuration's `maximumRequestsBeforeNavigator` of them,
/// each for at most the parking timeout). Requests that need a condition (a logged-in user, a free screen) are parked
/// and resume when it holds. `plan(for:source:sourceApplication:)` (inspection) explains all of this without doing it, and
/// ``events`` reports every request, decision and state change.
///
/// ```swift
/// let hub = RoutingHub(configuration: RoutingHub.Configuration(urls: URLConfiguration(schemes: ["nuapp"])))
/// let modules = try ModuleRegistry<UIViewController>([CardsModule(), AccountsModule()], hub: hub)
/// hub.register(navigator: navigator)
/// let session = hub.start(url: "nuapp://card/7/block", source: .inApp)
/// ```
@MainActor public final class RoutingHub {
    /// The settings the hub was created with.
    package let configuration: Configuration
    /// The ordered guard chain; the first decision other than `proceed` settles a request.
    public var guards: [RoutingGuard]
    /// Every registered route.
    public private(set) var table: RouteTable
    /// Asks the platform for new windows, for requests that need one (see ``RoutePolicy/ScenePlacement``);
    /// without one, such requests fail with `noScene`.
    public var sceneOpener: (any SceneOpener)?
    /// The backend overrides in force (`RouteOverrides.none` until a manifest is loaded).
    @_spi(Tooling) public internal(set) var overrides = RouteOverrides.none
    /// Changes whenever the routes or the overrides do (``routingChanged()``): a request
    /// located before must be located again.
    var routingGeneration: UInt64 = 0
    /// Where each live session's URL leads, located once (see ``RouteLocation``).
    var locations: [RoutingSession.ID: RouteLocation] = [:]
    /// Told every URL the hub matches against its routes: tests count matches with it.
    package var matchRecorder: MatchRecorder? {
        get { table.matchRecorder }
        set { table.matchRecorder = newValue }
    }

    /// A route's descriptor and policy: a reference, so that looking one up copies nothing.
    final class Registration {
        /// The route's name.
        let route: String
        let descriptor: any RouteDescriptor
        let policy: RoutePolicy

        init(route: String, descriptor: any RouteDescriptor, policy: RoutePolicy) {
            self.route = route
            self.descriptor = descriptor
            self.policy = policy
        }
    }

    var registrations: [String: Registration] = [:]
    /// The registrations in the order of `table.routes`: a match finds its route's by
    /// `RouteMatch.routeIndex`, without hashing the route's name.
    private(set) var registrationsByIndex: [Registration?] = []
    /// Whether a registered route names a window other than the active one; without one, every
    /// request goes to the active window and placing it needs no match.
    var routesNameScenes = false
    var sessions: [RoutingSession.ID: RoutingSession] = [:]

    /// Where every live request waits, per scene; all scheduling state.
    var scheduler: SchedulerStateMachine
    /// The open scenes' navigators.
    var windows = SceneMap<SceneWindow>()
    /// Expires parked requests and requests waiting for the first navigator.
    let parkingTimer: ParkingTimer
    private var lastID: UInt64 = 0
    private var lastToken: UInt64 = 0
    private let broadcaster = Broadcaster<RoutingEvent>()
    /// The last events, for ``recentEvents``.
    var eventRing: EventRing

    /// Creates a hub with no routes, no navigator and the given guards.
    ///
    /// - Parameters:
    ///   - configuration: URLs, web hosts, parking timeout and clock.
    ///   - guards: the ordered guard chain.
    public init(configuration: Configuration, guards: [RoutingGuard] = []) {
        self.configuration = configuration
        self.guards = guards
        self.scheduler = SchedulerStateMachine(
            queuesBeforeNavigator: configuration.queuesRequestsBeforeNavigator,
            maximumBeforeNavigator: configuration.maximumRequestsBeforeNavigator)
        self.parkingTimer = ParkingTimer(clock: configuration.clock)
        self.eventRing = EventRing(capacity: configuration.recentEventCapacity)
        do {
            self.table = try RouteTable([], configuration: configuration.urls)
        } catch {
            preconditionFailure("an empty route table has nothing to conflict: \(error)")
        }
        parkingTimer.expire = { [weak self] id in self?.expire(id) }
    }

    // MARK: - Registration

    /// Registers a descriptor's routes, at any time: what the `waypoint` tool and the fuzzers do
    /// with routes read from a manifest. An app registers its routes through its modules
    /// (``ModuleRegistry``), which check them together with their screens.
    ///
    /// The routes join the table through the route engine's validation: a conflict with a
    /// registered route throws and registers nothing of this descriptor.
    ///
    /// ```swift
    /// try hub.register(ManifestRoutes(manifest))
    /// ```
    ///
    /// - Parameter descriptor: the routes and their flow factory.
    /// - Throws: `RouteError` naming both routes of a conflict; the hub is unchanged.
    /// - Complexity: that of `RouteTable.adding(_:)`, plus O(*n*) in the number of routes.
    @_spi(Tooling) public func register(_ descriptor: some RouteDescriptor) throws(RouteError) {
        let routes = descriptor.routes
        table = try table.adding(routes)
        routingChanged()
        for route in routes {
            let registration = Registration(route: route.name, descriptor: descriptor, policy: descriptor.policy(for: route))
            registrations[route.name] = registration
            if registration.policy.scene != .active { routesNameScenes = true }
        }
        registrationsByIndex = table.routes.map { registrations[$0.name] }
    }

    // MARK: - Starting

    /// Starts the flow a URL names.
    ///
    /// The request resolves synchronously: a refused request comes back as a session that has
    /// already failed. Otherwise the session is preparing (waiting for a navigator, a condition,
    /// or another preparing session, or running its flow's preparation) and moves on from there.
    ///
    /// ```swift
    /// let session = hub.start(url: "nuapp://card/7/block", source: .pushNotification)
    /// // From `application(_:open:options:)`:
    /// hub.start(url: url.absoluteString, source: .externalApp, sourceApplication: options[.sourceApplication] as? String)
    /// // In a chosen window, whatever the route's `RoutePolicy.scene` says:
    /// hub.start(url: "nuapp://accounts/7", in: .scene(context.scene))
    /// hub.start(url: "nuapp://support/chat", source: .pushNotification, in: .newWindow("support"))
    /// ```
    ///
    /// - Parameters:
    ///   - url: the URL naming a route.
    ///   - source: where the request came from (default: in-app).
    ///   - sourceApplication: the identifier of the application that handed over the link, when
    ///     the platform says; routes with ``RoutePolicy/sourceApplications`` need it.
    ///   - placement: the window to open the flow in; `nil` (the default) leaves it to the
    ///     route's ``RoutePolicy/scene``.
    /// - Returns: the session reporting the request's life.
    @discardableResult
    public func start(
        url: String, source: RequestSource = .inApp, sourceApplication: String? = nil,
        in placement: RoutePolicy.ScenePlacement? = nil
    ) -> RoutingSession {
        let session = makeSession(url: url, source: source, sourceApplication: sourceApplication, placement: placement)
        process(session)
        return session
    }

    func makeSession(
        url: String, source: RequestSource, sourceApplication: String? = nil, placement: RoutePolicy.ScenePlacement? = nil
    ) -> RoutingSession {
        lastID += 1
        let id = RoutingSession.ID(lastID)
        // An external link is located at once, so that the session knows it only as reduced;
        // any other when it is first placed or resolved (its routes may not be registered yet).
        // Either way, placing and resolving it read that one match.
        var known = url
        if source.isExternal {
            let location = resolver.locate(url, from: source)
            locations[id] = location
            known = location.url
        }
        let session = RoutingSession(
            id: id, url: known, requestedURL: url, source: source, sourceApplication: sourceApplication, hub: self,
            stopwatch: stopwatch(on: configuration.clock))
        sessions[session.id] = session
        if let placement { scheduler.place(session.id, explicitly: placement) }
        emit(session, .requested)
        emit(session, .state(.preparing))
        return session
    }

    /// The sessions that have not ended yet, oldest first: all of them, or those placed in one
    /// window.
    ///
    /// ```swift
    /// hub.activeSessions().count                          // 2
    /// hub.activeSessions(in: "support-1").map(\.route)   // ["support.chat"]
    /// ```
    ///
    /// - Parameter scene: the window; `nil` (the default) for every window's sessions and those
    ///   still waiting for one.
    /// - Returns: the sessions.
    public func activeSessions(in scene: SceneID? = nil) -> [RoutingSession] {
        guard let scene else { return sessions.values.sortedByPosition { $0.id < $1.id } }
        return scheduler.requests(in: scene).compactMap { sessions[$0] }
    }

    // MARK: - Conditions

    /// Says that a condition now holds: requests parked under it resolve again.
    ///
    /// ```swift
    /// auth.logIn(user)
    /// hub.signal(.authenticated)
    /// ```
    ///
    /// - Parameter condition: the condition that changed.
    public func signal(_ condition: RoutingGuard.Condition) {
        resume(condition, afterRun: false)
    }

    // MARK: - Observation

    /// Every event of every session, from now on; each access returns a new stream.
    ///
    /// ```swift
    /// Task { for await event in hub.events { print(event) } }
    /// ```
    public var events: AsyncStream<RoutingEvent> {
        broadcaster.stream()
    }

    /// Calls `handler` with every event of every session, synchronously, until the returned
    /// subscription is cancelled or dropped.
    ///
    /// ```swift
    /// let logging = hub.onEvent { event in logger.info("\(event)") }
    /// ```
    ///
    /// - Parameter handler: receives each event.
    /// - Returns: the subscription that keeps the handler registered.
    public func onEvent(_ handler: @escaping @MainActor (RoutingEvent) -> Void) -> NavigationSubscription {
        broadcaster.subscribe(handler)
    }

    /// Whether anybody listens to ``events`` or ``onEvent(_:)``.
    var hasEventListeners: Bool { !broadcaster.isEmpty }

    /// Delivers `event` to the listeners of ``events`` and ``onEvent(_:)``.
    func yieldEvent(_ event: RoutingEvent) {
        broadcaster.yield(event)
    }

    func makeToken() -> UInt64 {
        lastToken += 1
        return lastToken
    }
}
