import Foundation
import Testing
import Waypoint
@_spi(FlowTooling) import WaypointTesting
@_spi(FlowTooling) import WaypointInspector

@Suite @MainActor struct InspectorAPITests {
    @Test func everyEndpointRefusesAWrongHostAMissingTokenAndAWrongToken() async throws {
        let api = try InspectorFixture().api()
        for path in ["/", "/api/state", "/api/routes", "/api/plan", "/api/events", "/api/log", "/api/flows", "/api/diagrams"] {
            let token = InspectorFixture.token.value
            let wrongHost = InspectorRequest(method: "GET", path: path, query: ["token": token], headers: ["Host": "attacker.example:8421"])
            #expect(await api.respond(to: wrongHost).status == 421)
            #expect(await api.respond(to: InspectorRequest(method: "GET", path: path, headers: ["Host": "127.0.0.1:8421"])).status == 401)
            let wrong = InspectorRequest(method: "GET", path: path, query: ["token": "f" + token.dropFirst()], headers: ["Host": "127.0.0.1:8421"])
            #expect(await api.respond(to: wrong).status == 403)
        }
    }

    @Test func beforeTheServerKnowsItsPortEveryRequestIsRefused() async throws {
        let api = InspectorAPI(hub: nil, navigators: [])
        #expect(await api.respond(to: InspectorFixture.get("/api/state")).status == 503)
    }

    @Test func theStateHasTheTreeFlowsActionsAndSources() async throws {
        let api = try InspectorFixture().api()
        let response = await api.respond(to: InspectorFixture.get("/api/state"))
        #expect(response.status == 200 && response.contentType.hasPrefix("application/json"))
        let state = try decode(StateSnapshot.self, response)
        #expect(state.navigators.map(\.name) == ["main"])
        #expect(state.navigators[0].levels[0].content.screens.map(\.destination) == ["home"])
        #expect(state.sources.contains("inspector"))
        #expect(!state.opensURLs)
    }

    @Test func routesAreSearchableByNamePatternAndOwner() async throws {
        let api = try InspectorFixture().api()
        let all = try decode([RouteSnapshot].self, await api.respond(to: InspectorFixture.get("/api/routes")))
        #expect(all.map(\.name) == ["detail", "settings"])
        for query in ["DETAIL", "detail/:", "details"] {
            let found = try decode([RouteSnapshot].self, await api.respond(to: InspectorFixture.get("/api/routes", ["q": query])))
            #expect(found.map(\.name) == ["detail"], "\(query)")
        }
    }

    @Test func thePlanEndpointIsADryRunThatOpensNothing() async throws {
        let fixture = try InspectorFixture()
        let api = fixture.api()
        let before = fixture.navigator.state
        let plan = try decode(PlanSnapshot.self, await api.respond(to: InspectorFixture.get("/api/plan", ["url": "app://detail/7", "source": "inspector"])))
        #expect(plan.outcome == "start detail" && plan.source == "inspector")
        #expect(fixture.navigator.state == before && fixture.tracked.isEmpty)
        #expect(await api.respond(to: InspectorFixture.get("/api/plan")).status == 400)
        let badSource = await api.respond(to: InspectorFixture.get("/api/plan", ["url": "app://detail/7", "source": "satellite"]))
        #expect(badSource.status == 400)
        #expect(String(decoding: badSource.body, as: UTF8.self).contains("expected one of"))
    }

    @Test func openingIsOffByDefaultAndWhenOnUsesTheInspectorSource() async throws {
        let fixture = try InspectorFixture()
        let off = await fixture.api().respond(to: InspectorFixture.get("/api/open", ["url": "app://detail/1"], method: "POST"))
        #expect(off.status == 403)
        #expect(fixture.hub.activeSessions().isEmpty)
        let api = fixture.api(allowsOpeningURLs: true)
        let opened = try decode([String: String].self, await api.respond(to: InspectorFixture.get("/api/open", ["url": "app://detail/1"], method: "POST")))
        #expect(opened["source"] == "inspector")
        // The settings route admits in-app requests only: trust rules apply to the inspector too.
        _ = await api.respond(to: InspectorFixture.get("/api/open", ["url": "app://settings"], method: "POST"))
        let log = try decode([LogEntry].self, await api.respond(to: InspectorFixture.get("/api/log")))
        #expect(log.contains { $0.url == "app://settings" && $0.text.contains("forbiddenSource") || $0.url == "app://settings" && $0.text.contains("failed") })
        #expect(await api.respond(to: InspectorFixture.get("/api/open", ["url": "app://detail/1"])).status == 405)
    }

    @Test func anActionRunsOnPressAndAnUnknownOrDisabledOneIsRefused() async throws {
        let fixture = try InspectorFixture()
        var presses = 0
        let api = InspectorAPI(
            hub: fixture.hub, navigators: [InspectedNavigator(fixture.navigator)],
            actions: [InspectorAction(id: "go", title: "Go", isEnabled: { presses < 1 }) { presses += 1 }])
        api.access = AccessCheck(token: InspectorFixture.token, host: "127.0.0.1", port: 8421)
        #expect(await api.respond(to: InspectorFixture.get("/api/actions/go", method: "POST")).status == 200)
        #expect(presses == 1)
        #expect(await api.respond(to: InspectorFixture.get("/api/actions/go", method: "POST")).status == 409)
        #expect(await api.respond(to: InspectorFixture.get("/api/actions/nope", method: "POST")).status == 404)
        #expect(await api.respond(to: InspectorFixture.get("/api/nope")).status == 404)
    }

    @Test func whileAnActionRunsTheStateOffersNoSecondPress() async throws {
        let fixture = try InspectorFixture()
        let (gate, open) = AsyncStream.makeStream(of: Void.self)
        var started = false
        let api = InspectorAPI(
            hub: fixture.hub, navigators: [InspectedNavigator(fixture.navigator)],
            actions: [
                InspectorAction(id: "slow", title: "Slow") {
                    started = true
                    for await _ in gate { return }
                }
            ])
        api.access = AccessCheck(token: InspectorFixture.token, host: "127.0.0.1", port: 8421)
        #expect(api.state().actions.map(\.enabled) == [true])
        let press = Task { await api.respond(to: InspectorFixture.get("/api/actions/slow", method: "POST")).status }
        while !started { await Task.yield() }
        #expect(api.state().actions.map(\.enabled) == [false])
        // A state pushed mid-action (the page re-renders its buttons from it) must not offer a
        // press the server refuses: the page once answered that refusal with a blocking alert.
        #expect(await api.respond(to: InspectorFixture.get("/api/actions/slow", method: "POST")).status == 409)
        open.yield()
        #expect(await press.value == 200)
        #expect(api.state().actions.map(\.enabled) == [true])
    }

    @Test func aFollowingInspectorShowsAndLogsTheAppItHasNowAfterARelaunch() async throws {
        let running = RunningApp(try InspectorFixture())
        let api = InspectorAPI(following: { running.app.hub }) { [InspectedNavigator(running.app.navigator, host: running.app.host)] }
        api.access = AccessCheck(token: InspectorFixture.token, host: "127.0.0.1", port: 8421)
        let first = running.app
        running.app = try InspectorFixture()  // a relaunch: a new hub, navigator and host
        let app = running.app
        #expect(api.state().navigators.count == 1)
        await started(app.hub.start(url: "app://detail/5"))
        await app.navigator.settle()
        // What the old app does is no longer logged.
        try first.navigator.execute(.push(first.navigator.makeScreen(Screens.detail(9))))
        await first.navigator.settle()
        for _ in 0..<10 { await Task.yield() }
        let log = try decode([LogEntry].self, await api.respond(to: InspectorFixture.get("/api/log")))
        #expect(log.contains { $0.kind == "hub" && $0.url == "app://detail/5" })
        #expect(log.contains { $0.kind == "host" && $0.text.hasPrefix("present(sheet") })
        let changes = log.filter { $0.kind == "navigation" }.map(\.text)
        #expect(changes.count == 1 && changes[0].contains("present"), "\(changes)")
        let levels = api.state().navigators[0].levels
        #expect(levels.count == 2 && levels[1].content.screens.map(\.destination) == ["sheet"])
    }

    @Test func hubEventsNavigationChangesAndHostStepsAreLoggedAndGrouped() async throws {
        let fixture = try InspectorFixture()
        let api = fixture.api()
        let session = fixture.hub.start(url: "app://detail/3")
        await started(session)
        await fixture.navigator.settle()
        let log = try decode([LogEntry].self, await api.respond(to: InspectorFixture.get("/api/log")))
        #expect(log.map(\.sequence) == Array(1...log.count))
        let request = log.filter { $0.group == "#1" }
        #expect(request.map(\.category).prefix(3) == ["requested", "state", "matched"])
        #expect(request.allSatisfy { $0.kind == "hub" && $0.url == "app://detail/3" && $0.source == "inApp" })
        #expect(log.contains { $0.kind == "host" && $0.category == "step" && $0.text.hasPrefix("present(sheet") })
        #expect(log.contains { $0.kind == "navigation" && $0.category == "command" && $0.group == "main" })
        let later = try decode([LogEntry].self, await api.respond(to: InspectorFixture.get("/api/log", ["since": "\(log.count - 1)"])))
        #expect(later.count == 1)
    }

    @Test func thePageIsServedWithEverythingInlineAndACSPThatForbidsOutsideAssets() async throws {
        let response = await (try InspectorFixture().api()).respond(to: InspectorFixture.get("/"))
        let page = String(decoding: response.body, as: UTF8.self)
        #expect(response.contentType.hasPrefix("text/html"))
        #expect(page.contains("id=\"tree\"") && page.contains("EventSource"))
        #expect(!page.contains("src=\"http") && !page.contains("href=\"http"))
        #expect(response.headers["Content-Security-Policy"]?.contains("default-src 'none'") == true)
    }

    @Test func flowsAndDiagramsAreServedAsJSONWithTheDrawing() async throws {
        let fixture = try InspectorFixture()
        let api = InspectorAPI(
            hub: fixture.hub, navigators: [InspectedNavigator(fixture.navigator)],
            diagrams: [FlowDiagram(name: "sign up", graph: FlowGraph(SignUpFlow()))])
        api.access = AccessCheck(token: InspectorFixture.token, host: "127.0.0.1", port: 8421)
        let flows = try decode([FlowSnapshot].self, await api.respond(to: InspectorFixture.get("/api/flows")))
        #expect(flows.map(\.id) == ["app"])
        let response = await api.respond(to: InspectorFixture.get("/api/diagrams"))
        let diagrams = try #require(try JSONSerialization.jsonObject(with: response.body) as? [[String: Any]])
        #expect(diagrams.count == 1)
        #expect(diagrams[0]["name"] as? String == "sign up")
        #expect((diagrams[0]["svg"] as? String)?.hasPrefix("<svg") == true)
        #expect((diagrams[0]["nodes"] as? [Any])?.count == 9)
        #expect((diagrams[0]["findings"] as? [String])?.isEmpty == false)
    }
}

/// The app a test relaunches.
@MainActor private final class RunningApp {
    var app: InspectorFixture
    init(_ app: InspectorFixture) { self.app = app }
}
