import Foundation
import Testing
@_spi(Tooling) import Waypoint
@_spi(FlowTooling) import WaypointTesting
@_spi(FlowTooling) import WaypointInspector

// The WaypointInspector documentation's *In an app* example, as code that runs.

@MainActor private final class ExampleApp {
    var liveFlows: [any RunningFlow] = []
    var loggedOut = false
    func logOut() { loggedOut = true }
}

@Suite(.serialized) @MainActor struct InspectorReadmeExampleTests {
    @Test func theReadmeExampleStartsTheInspectorWithOneCallAndItsAPIAnswers() async throws {
        let app = ExampleApp()
        let hub = RoutingHub(configuration: RoutingHub.Configuration(urls: URLConfiguration(schemes: ["nuapp"])))
        try hub.register(TestRoute(try Route("accounts.detail", "accounts/:id", parameters: ["id": .int], owner: "Accounts"),
                                   policy: RoutePolicy(allowedSources: [.inApp, .pushNotification])) { _, context in
            SheetFlow(navigator: context.navigator)
        })

        let host = InspectedHost(wrapping: InMemoryHost())  // or your UIKit/SwiftUI host
        let navigator = Navigator(host: host)
        hub.register(navigator: navigator)
        let inspector = try await Inspector.start(
            hub: hub,
            navigators: [InspectedNavigator(navigator, name: "main", host: host)],
            flows: { [weak app] in app?.liveFlows ?? [] },  // the flows you keep track of, weakly
            diagrams: [FlowDiagram(name: "sign up", graph: FlowGraph(SignUpFlow()))],
            actions: [InspectorAction(id: "log-out", title: "Log out") { app.logOut() }]
        )
        defer { Task { await inspector.stop() } }
        #expect(inspector.url.hasPrefix("http://127.0.0.1:"))

        let http = RawHTTP(address: "127.0.0.1", port: inspector.port)
        let plan = try await http.send("GET", "/api/plan?url=nuapp://accounts/7&source=pushNotification&token=\(inspector.token.value)")
        let decoded = try JSONDecoder().decode(PlanSnapshot.self, from: Data(plan.body.utf8))
        #expect(decoded.outcome == "start accounts.detail" && decoded.starts && decoded.route == "accounts.detail")
        #expect(decoded.steps == ["matched accounts.detail (nuapp://accounts/7)"])
        let pressed = try await http.send("POST", "/api/actions/log-out?token=\(inspector.token.value)")
        #expect(pressed.status == 200 && app.loggedOut)
        let diagrams = try await http.send("GET", "/api/diagrams?token=\(inspector.token.value)")
        #expect(diagrams.body.contains("\"name\":\"sign up\"") && diagrams.body.contains("<svg"))
    }
}
