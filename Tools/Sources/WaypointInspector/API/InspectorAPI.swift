import Foundation
@_spi(Inspection) @_spi(Tooling) public import Waypoint
@_spi(Tooling) import WaypointNavigation

/// The inspector's HTTP API as plain Swift: takes an ``InspectorRequest``, checks its Host and
/// token, and answers from the hub and navigators. The HTTP server only carries bytes to and from it.
///
/// | request | answer |
/// | --- | --- |
/// | `GET /` | the page |
/// | `GET /api/state` | ``StateSnapshot`` |
/// | `GET /api/routes?q=` | ``RouteSnapshot`` rows whose name, pattern or owner contain `q` |
/// | `GET /api/plan?url=&source=` | ``PlanSnapshot``: the dry run, nothing opened |
/// | `GET /api/events?since=` | server-sent events: `log` (``LogEntry``) and `state` |
/// | `GET /api/log?since=` | the kept ``LogEntry`` values |
/// | `GET /api/flows` | ``FlowSnapshot`` values |
/// | `GET /api/diagrams` | ``FlowDiagram`` values with their `svg` |
/// | `POST /api/open?url=` | starts a session from `RequestSource.inspector`, if enabled |
/// | `POST /api/actions/ID` | presses an ``InspectorAction`` |
///
/// ```swift
/// let response = await api.respond(to: InspectorRequest(
///     method: "GET", path: "/api/plan", query: ["url": "nuapp://accounts/7", "token": token.value],
///     headers: ["Host": "127.0.0.1:8421"]))
/// response.status   // 200
/// ```
@MainActor
public final class InspectorAPI {
    /// The Host and token check; `nil` until the server knows its port (every request gets 503).
    public var access: AccessCheck?
    private let currentHub: @MainActor () -> RoutingHub?
    private let listNavigators: @MainActor () -> [InspectedNavigator]
    let flows: @MainActor () -> [any RunningFlow]
    let diagrams: [FlowDiagram]
    let actions: [InspectorAction]
    let allowsOpeningURLs: Bool
    let feed: InspectorFeed
    private var running: Set<String> = []
    /// The sessions `POST /api/open` started that have not finished.
    private var opened: [RoutingSession] = []

    /// How many sessions opened from the page may run at once; one more is answered with 429
    /// until one of them finishes, so a client with the token cannot pile up sessions.
    public static let maxOpenSessions = 16

    /// Creates the API and starts watching the hub and navigators.
    ///
    /// - Parameters:
    ///   - hub: The routing hub, if the app has one.
    ///   - navigators: The navigators to show.
    ///   - flows: The flows the app keeps track of (weakly), for the live-flow list.
    ///   - diagrams: Flow diagrams to draw.
    ///   - actions: Buttons for the page.
    ///   - allowsOpeningURLs: Whether `POST /api/open` starts sessions.
    ///   - logCapacity: How many log entries to keep.
    public convenience init(
        hub: RoutingHub?, navigators: [InspectedNavigator], flows: @escaping @MainActor () -> [any RunningFlow] = { [] },
        diagrams: [FlowDiagram] = [], actions: [InspectorAction] = [], allowsOpeningURLs: Bool = false, logCapacity: Int = 2_000
    ) {
        self.init(
            following: { hub }, navigators: { navigators }, flows: flows, diagrams: diagrams, actions: actions,
            allowsOpeningURLs: allowsOpeningURLs, logCapacity: logCapacity)
    }

    /// Creates the API for a hub and navigators that change while the app runs — windows that
    /// open and close, an app rebuilt after a relaunch. Both are read again with every request
    /// and every state the page gets (after each logged change), and the log follows them.
    ///
    /// ```swift
    /// let api = InspectorAPI(following: { app.hub }) {
    ///     app.hub.scenes.map { InspectedNavigator($0.navigator, name: "\($0.id)") }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - hub: The routing hub now, if the app has one.
    ///   - navigators: The navigators to show now.
    ///   - flows: The flows the app keeps track of (weakly), for the live-flow list.
    ///   - diagrams: Flow diagrams to draw.
    ///   - actions: Buttons for the page.
    ///   - allowsOpeningURLs: Whether `POST /api/open` starts sessions.
    ///   - logCapacity: How many log entries to keep.
    public init(
        following hub: @escaping @MainActor () -> RoutingHub?, navigators: @escaping @MainActor () -> [InspectedNavigator],
        flows: @escaping @MainActor () -> [any RunningFlow] = { [] },
        diagrams: [FlowDiagram] = [], actions: [InspectorAction] = [], allowsOpeningURLs: Bool = false, logCapacity: Int = 2_000
    ) {
        currentHub = hub
        listNavigators = navigators
        self.flows = flows
        self.diagrams = diagrams
        self.actions = actions
        self.allowsOpeningURLs = allowsOpeningURLs
        feed = InspectorFeed(capacity: logCapacity)
        feed.state = { [weak self] in self?.state() }
        feed.follow(hub())
        feed.follow(navigators())
    }

    /// Stops watching and ends every event stream.
    public func stop() {
        feed.stop()
    }

    /// Answers a request: refused (421 wrong Host, 403 another site's `Origin`, 401 no token,
    /// 403 wrong token), or routed.
    public func respond(to request: InspectorRequest) async -> InspectorResponse {
        guard let access else { return .error(503, "the inspector is starting") }
        if case .refused(let refusal) = access.decide(host: request.headers["host"], query: request.query, headers: request.headers) {
            return .error(refusal.status, refusal.message)
        }
        let get = request.method == "GET" || request.method == "HEAD"
        switch (request.method, request.path) {
        case (_, "/") where get, (_, "/index.html") where get:
            return InspectorResponse(
                status: 200, contentType: "text/html; charset=utf-8", body: Data(InspectorPage.html.utf8), headers: InspectorPage.headers)
        case (_, "/api/state") where get: return .json(state())
        case (_, "/api/routes") where get: return .json(routes(matching: request.query["q"] ?? ""))
        case (_, "/api/plan") where get: return plan(request)
        case (_, "/api/events") where get:
            // A reconnecting EventSource names the last event it saw; that beats the page's `since`.
            let since = Int(request.headers["last-event-id"] ?? request.query["since"] ?? "") ?? 0
            return InspectorResponse(status: 200, contentType: "text/event-stream; charset=utf-8", events: feed.subscribe(after: since))
        case (_, "/api/log") where get: return .json(feed.log.entries(after: Int(request.query["since"] ?? "") ?? 0))
        case (_, "/api/flows") where get: return .json(liveFlows(in: navigators))
        case (_, "/api/diagrams") where get: return .json(diagrams.map(DiagramPayload.init))
        case ("POST", "/api/open"): return open(request)
        case ("POST", let path) where path.hasPrefix("/api/actions/"): return await press(String(path.dropFirst("/api/actions/".count)))
        case (_, "/"), (_, "/api/state"), (_, "/api/routes"), (_, "/api/plan"), (_, "/api/events"), (_, "/api/log"), (_, "/api/flows"),
            (_, "/api/diagrams"), (_, "/api/open"):
            return .error(405, "\(request.method) is not allowed on \(request.path)")
        default:
            return .error(404, "no such endpoint: \(request.path)")
        }
    }

    /// The state `GET /api/state` answers.
    public func state() -> StateSnapshot {
        let navigators = self.navigators
        let hub = self.hub
        return StateSnapshot(
            version: feed.log.lastSequence,
            navigators: navigators.map {
                let state = $0.navigator.state
                return NavigatorSnapshot(
                    name: $0.name, state: state, lastChange: feed.lastChanges[$0.name], isSettled: $0.navigator.isSettled,
                    link: hub?.url(for: state))
            },
            flows: liveFlows(in: navigators), sessions: hub?.activeSessions().filter { !$0.state.isTerminal }.map(SessionSnapshot.init) ?? [],
            actions: actions.map { $0.snapshot(isRunning: running.contains($0.id)) }, diagrams: diagrams.map(\.name), opensURLs: allowsOpeningURLs,
            sources: RequestSource.builtIn.map(\.rawValue))
    }

    /// The tracked flows, with what they own in `navigators` (read once per answer).
    func liveFlows(in navigators: [InspectedNavigator]) -> [FlowSnapshot] {
        FlowSnapshot.all(tracked: flows(), states: navigators.map(\.navigator.state))
    }

    /// The hub now; the feed follows it.
    var hub: RoutingHub? {
        let hub = currentHub()
        feed.follow(hub)
        return hub
    }

    /// The navigators shown now; the feed follows them.
    var navigators: [InspectedNavigator] {
        let navigators = listNavigators()
        feed.follow(navigators)
        return navigators
    }

    func routes(matching text: String) -> [RouteSnapshot] {
        guard let hub else { return [] }
        let needle = text.lowercased()
        return RouteSnapshot.all(in: hub).filter {
            needle.isEmpty || [$0.name, $0.pattern, $0.owner].contains { $0.lowercased().contains(needle) }
        }
    }

    func plan(_ request: InspectorRequest) -> InspectorResponse {
        guard let hub else { return .error(404, "the inspector was started without a routing hub") }
        guard let url = request.query["url"], !url.isEmpty else { return .error(400, "expected a `url` query item") }
        let name = request.query["source"] ?? RequestSource.inApp.rawValue
        guard let source = RequestSource(rawValue: name) else {
            let names = RequestSource.builtIn.map(\.rawValue).joined(separator: ", ")
            return .error(400, "unknown source `\(name)`; expected one of \(names)")
        }
        return .json(PlanSnapshot(hub.plan(for: url, source: source)))
    }

    func open(_ request: InspectorRequest) -> InspectorResponse {
        guard allowsOpeningURLs else {
            return .error(403, "opening URLs from the inspector is off; start it with allowsOpeningURLs = true")
        }
        guard let hub else { return .error(404, "the inspector was started without a routing hub") }
        guard let url = request.query["url"], !url.isEmpty else { return .error(400, "expected a `url` query item") }
        opened.removeAll { $0.state.isTerminal }
        guard opened.count < Self.maxOpenSessions else {
            return .error(429, "\(Self.maxOpenSessions) sessions opened from the inspector are still running; finish one first")
        }
        let session = hub.start(url: url, source: .inspector)
        if !session.state.isTerminal { opened.append(session) }
        return .json([
            "session": session.id.description, "url": url, "source": RequestSource.inspector.rawValue, "state": session.state.description,
        ])
    }

    func press(_ id: String) async -> InspectorResponse {
        guard let action = actions.first(where: { $0.id == id }) else { return .error(404, "no action `\(id)`") }
        guard action.isEnabled() else { return .error(409, "`\(id)` cannot be pressed now") }
        guard running.insert(id).inserted else { return .error(409, "`\(id)` is still running") }
        defer {
            running.remove(id)
            feed.stateChanged()
        }
        feed.record {
            LogEntry(sequence: $0, milliseconds: $1, kind: "action", category: id, group: "actions", text: "pressed \(action.title)")
        }
        do {
            try await action.perform()
            return .json(action.snapshot(isRunning: false))
        } catch {
            feed.record {
                LogEntry(sequence: $0, milliseconds: $1, kind: "action", category: id, group: "actions", text: "failed: \(error)")
            }
            return .error(500, "`\(id)` failed: \(error)")
        }
    }
}

/// A diagram with its drawing, as `GET /api/diagrams` sends it.
struct DiagramPayload: Encodable {
    let name: String
    let findings: [String]
    let nodes: [FlowDiagram.Node]
    let edges: [FlowDiagram.Edge]
    let svg: String

    init(_ diagram: FlowDiagram) {
        name = diagram.name
        findings = diagram.findings
        nodes = diagram.nodes
        edges = diagram.edges
        svg = diagram.svg
    }
}
