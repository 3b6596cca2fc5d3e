import Testing
@_spi(Tooling) import Waypoint
import WaypointTesting

/// A hub on an in-memory host with a home screen, a test clock, and test flows.
@MainActor final class HubFixture {
    let clock = TestClock()
    let host = InMemoryHost()
    let navigator: Navigator
    let hub: RoutingHub
    private(set) var flows: [ProbeFlow] = []
    var isLoggedIn = false

    init(
        guards: [RoutingGuard] = [], registersNavigator: Bool = true, queuesBeforeNavigator: Bool = true,
        maximumBeforeNavigator: Int = 32, webHosts: RoutingHub.Configuration.WebHostAllowList = [], parkingTimeout: Duration = .seconds(60),
        maximumRedirects: Int = 8
    ) {
        navigator = Navigator(host: host)
        var configuration = RoutingHub.Configuration(
            urls: URLConfiguration(schemes: ["nuapp"], hosts: ["bank.example"]),
            parkingTimeout: parkingTimeout, clock: clock,
            queuesRequestsBeforeNavigator: queuesBeforeNavigator,
            maximumRequestsBeforeNavigator: maximumBeforeNavigator, maximumRedirects: maximumRedirects)
        configuration.webHosts = webHosts
        hub = RoutingHub(configuration: configuration, guards: guards)
        try! navigator.execute(.setRoot(.stack([navigator.makeScreen(ProbeScreen.home, owner: .app)])))
        if registersNavigator { hub.register(navigator: navigator) }
    }

    /// The authentication guard reading ``isLoggedIn``, logging in at `nuapp://login`.
    func useAuthentication() {
        hub.guards.append(.authentication(isAuthenticated: { [unowned self] in self.isLoggedIn }, loginURL: "nuapp://login"))
    }

    /// A hub behind the authentication guard: a `login` sheet, and `card/:cardID/block`, which
    /// needs a logged-in user and accepts links from the app and push notifications.
    static func cardBlockBehindLogin(parkingTimeout: Duration = .seconds(60)) throws -> HubFixture {
        let fixture = HubFixture(parkingTimeout: parkingTimeout)
        fixture.useAuthentication()
        try fixture.route("login", "login", presentation: .sheet)
        try fixture.route(
            "card.block", "card/:cardID/block",
            policy: RoutePolicy(allowedSources: [.inApp, .pushNotification], requiresAuthentication: true))
        return fixture
    }

    /// Registers one route whose flow is a ``ProbeFlow``.
    func route(
        _ name: String, _ pattern: String, parameters: [String: Route.ParameterType] = [:], query: [Route.QueryParameter] = [],
        policy: RoutePolicy = RoutePolicy(), presentation: ProbeFlow.Presentation = .push, holdsPreparation: Bool = false
    ) throws {
        try hub.register(
            FlowRoute(try Route(name, pattern, parameters: parameters, query: query, owner: "Tests"), policy: policy) {
                [weak self] request, context in
                let flow = ProbeFlow(
                    id: FlowID("\(request.route.name)\(request.session)"), navigator: context.navigator, request: request,
                    presentation: presentation, holdsPreparation: holdsPreparation)
                self?.flows.append(flow)
                return flow
            })
    }

    /// Forgets the flows the fixture keeps for inspection.
    func releaseFlows() { flows = [] }

    /// The flows created for a route, oldest first.
    func flows(for route: String) -> [ProbeFlow] {
        flows.filter { $0.request?.route.name == route }
    }

    /// The most recent flow created for a route.
    func flow(_ route: String) -> ProbeFlow? { flows(for: route).last }
}

/// Waits (yielding to other tasks) until `condition` holds; records an issue after many tries.
@MainActor func waitUntil(
    _ condition: @MainActor () -> Bool, sourceLocation: SourceLocation = #_sourceLocation
) async {
    for _ in 0..<20_000 {
        if condition() { return }
        await Task.yield()
    }
    Issue.record("condition never became true", sourceLocation: sourceLocation)
}

extension RoutingSession {
    /// The names of every state so far.
    var stateNames: [String] { history.map(\.name) }

    /// The error of a failed session.
    var error: RoutingError? {
        if case .failed(let error) = state { return error }
        return nil
    }

    /// Waits until the session reaches the named state (or ends).
    func reach(_ name: String) async {
        await WaypointTests.waitUntil { self.state.name == name || self.isFinished }
    }
}

/// A mutable value that main-actor closures can share.
@MainActor final class SharedBox<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
