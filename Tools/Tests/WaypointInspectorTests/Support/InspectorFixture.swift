import Foundation
@_spi(Tooling) import Waypoint
import WaypointInspector

enum Screens: Destination {
    case home, detail(Int), sheet
}

/// A hub with two routes and a navigator on an in-memory host wrapped for the inspector.
@MainActor
final class InspectorFixture {
    let memory = InMemoryHost()
    let host: InspectedHost
    let navigator: Navigator
    let hub: RoutingHub
    var tracked: [any RunningFlow] = []

    init() throws {
        host = InspectedHost(wrapping: memory)
        navigator = Navigator(host: host)
        hub = RoutingHub(configuration: RoutingHub.Configuration(urls: URLConfiguration(schemes: ["app"])))
        try hub.register(
            TestRoute(try Route("detail", "detail/:id", parameters: ["id": .int], owner: "Details"),
                      policy: RoutePolicy(allowedSources: [.inApp, .inspector])) { [unowned self] request, context in
                let flow = SheetFlow(navigator: context.navigator, id: FlowID("detail#\(context.request.session)"))
                self.tracked.append(flow)
                return flow
            })
        try hub.register(TestRoute(try Route("settings", "settings", owner: "Settings")) { _, context in
            SheetFlow(navigator: context.navigator, id: "settings")
        })
        try navigator.execute(.setRoot(.stack([navigator.makeScreen(Screens.home)])))
        hub.register(navigator: navigator)
    }

    func api(allowsOpeningURLs: Bool = false) -> InspectorAPI {
        let api = InspectorAPI(
            hub: hub, navigators: [InspectedNavigator(navigator, host: host)], flows: { [weak self] in self?.tracked ?? [] },
            allowsOpeningURLs: allowsOpeningURLs)
        api.access = AccessCheck(token: Self.token, host: "127.0.0.1", port: 8421)
        return api
    }

    static let token = AccessToken(value: "0123456789abcdef0123456789abcdef")

    /// A request that passes the Host and token checks.
    static func get(_ path: String, _ query: [String: String] = [:], method: String = "GET") -> InspectorRequest {
        InspectorRequest(method: method, path: path, query: query.merging(["token": token.value]) { $1 }, headers: ["Host": "127.0.0.1:8421"])
    }
}

/// A flow of one sheet.
final class SheetFlow: Coordinator<Never, Void> {
    override func start() async throws {
        _ = try present(Screens.sheet, style: .sheet)
    }
}

func decode<T: Decodable>(_ type: T.Type, _ response: InspectorResponse) throws -> T {
    try JSONDecoder().decode(type, from: response.body)
}

/// Waits (a bounded number of turns) until a session's flow has shown its first screen.
@MainActor
func started(_ session: RoutingSession) async {
    for _ in 0..<1_000 {
        if case .started = session.state { return }
        await Task.yield()
    }
}
