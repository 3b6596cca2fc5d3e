import Foundation
import Testing
@_spi(Tooling) import Waypoint
import WaypointTesting

// The hub's one navigation event stream: requests, decisions and states, and every change of a
// registered navigator's screens (the user's gestures and direct commands included), each with
// its time; latency per session; the ring of recent events.

/// A hub flow that can start a child flow; each shows one page.
@MainActor private final class ParentFlow: Coordinator<Never, Void> {
    override func start() async throws {
        try push(ProbeScreen.page("parent"))
    }

    func openChild() async throws {
        try await launch(ChildFlow(navigator: navigator))
    }
}

@MainActor private final class ChildFlow: Coordinator<Never, Void> {
    override func start() async throws {
        try push(ProbeScreen.page("child"))
    }
}

@Suite @MainActor struct NavigationEventStreamTests {
    @Test func aUserGestureOnAFlowsScreenIsAnEventOfItsSessionWithRouteAndSource() async throws {
        let fixture = HubFixture()
        try fixture.route("card", "card/:cardID", policy: RoutePolicy(allowedSources: [.inApp, .pushNotification]))
        var events: [RoutingEvent] = []
        let watching = fixture.hub.onEvent { events.append($0) }
        let session = fixture.hub.start(url: "nuapp://card/1", source: .pushNotification)
        await session.reach("started")
        try fixture.host.popInteractively()
        await session.reach("completed")

        let gesture = try #require(events.first { if case .navigated(.user, _, _) = $0.kind { true } else { false } })
        #expect(gesture.session == session.id)
        #expect(gesture.route == "card")
        #expect(gesture.source == .pushNotification)
        #expect(gesture.url == "nuapp://card/1")
        guard case .navigated(.user, let shown, let removed) = gesture.kind else { return }
        #expect(shown.isEmpty)
        #expect(removed.map(\.owner) == [FlowID("card#1")])
        #expect(session.state == .completed(.closedByUser))
        watching.cancel()
    }

    @Test func aDirectCommandOnTheAppsOwnScreensIsAnEventOfNoSession() throws {
        let fixture = HubFixture()
        var events: [RoutingEvent] = []
        let watching = fixture.hub.onEvent { events.append($0) }
        let before = Date()
        try fixture.navigator.execute(.push(fixture.navigator.makeScreen(ProbeScreen.page("settings"))))

        #expect(events.count == 1)
        let event = try #require(events.first)
        #expect(event.session == nil && event.url == nil && event.source == nil && event.sinceRequest == nil)
        #expect(event.scene == .main)
        #expect(event.time >= before && event.time <= Date())
        guard case .navigated(.command(.push), let shown, let removed) = event.kind else {
            Issue.record("expected a push, got \(event.kind)")
            return
        }
        #expect(shown.map(\.owner) == [.app])
        #expect(removed.isEmpty)
        #expect(event.description.hasPrefix("[main] command push("))
        watching.cancel()
    }

    @Test func theStartedEventCarriesTheLatencyFromTheRequestOnTheHubsClock() async throws {
        let fixture = HubFixture()
        try fixture.route("card", "card/:cardID", holdsPreparation: true)
        var started: [Duration?] = []
        let watching = fixture.hub.onEvent { event in
            if case .state(.started) = event.kind { started.append(event.sinceRequest) }
        }
        let session = fixture.hub.start(url: "nuapp://card/1")
        await waitUntil { fixture.flow("card")?.isPreparing == true }
        await fixture.clock.advance(by: .milliseconds(1_250))
        try #require(fixture.flow("card")).finishPreparation()
        await session.reach("started")

        #expect(started == [.milliseconds(1_250)])
        watching.cancel()
    }

    @Test func recentEventsKeepTheLastEventsOldestFirstWithNobodyListening() throws {
        let fixture = HubFixture()
        fixture.hub.recentEventCapacity = 3
        _ = fixture.hub.start(url: "nuapp://nowhere")
        _ = fixture.hub.start(url: "nuapp://elsewhere")
        #expect(
            fixture.hub.recentEvents.map(\.description) == [
                "#2 nuapp://elsewhere: requested",
                "#2 nuapp://elsewhere: state preparing",
                "#2 nuapp://elsewhere: state failed(unknownRoute)",
            ])

        fixture.hub.recentEventCapacity = 1
        #expect(fixture.hub.recentEvents.map(\.description) == ["#2 nuapp://elsewhere: state failed(unknownRoute)"])
        fixture.hub.recentEventCapacity = 0
        _ = fixture.hub.start(url: "nuapp://again")
        try fixture.navigator.execute(.push(fixture.navigator.makeScreen(ProbeScreen.page("settings"))))
        #expect(fixture.hub.recentEvents.isEmpty)
        // A listener still hears everything.
        var heard: [String] = []
        let watching = fixture.hub.onEvent { heard.append("\($0)") }
        _ = fixture.hub.start(url: "nuapp://late")
        #expect(heard == ["#4 nuapp://late: requested", "#4 nuapp://late: state preparing", "#4 nuapp://late: state failed(unknownRoute)"])
        #expect(fixture.hub.recentEvents.isEmpty)
        watching.cancel()
    }

    @Test func theRingKeepsOneHundredEventsByDefault() {
        let fixture = HubFixture()
        for index in 0..<40 { _ = fixture.hub.start(url: "nuapp://nowhere/\(index)") }
        #expect(fixture.hub.recentEventCapacity == 100)
        #expect(fixture.hub.recentEvents.count == 100)
        #expect(fixture.hub.recentEvents.last?.description == "#40 nuapp://nowhere/39: state failed(unknownRoute)")
    }

    @Test func anExternalLinksEventsNameTheDroppedQueryKeysNeverTheirValues() async throws {
        let fixture = HubFixture()
        try fixture.route("card", "card/:cardID", policy: RoutePolicy(allowedSources: [.externalApp]))
        let session = fixture.hub.start(url: "nuapp://card/1?token=s3cret", source: .externalApp)
        await session.reach("started")
        let lines = fixture.hub.recentEvents.map(\.description)
        #expect(lines.contains { $0.contains("token") })
        #expect(!lines.contains { $0.contains("s3cret") })
        #expect(fixture.hub.recentEvents.allSatisfy { $0.url.map { !$0.contains("s3cret") } ?? true })
    }

    @Test func aScreenOfAChildFlowBelongsToTheSessionThatStartedItsParent() async throws {
        let fixture = HubFixture()
        try fixture.hub.register(
            FlowRoute(try Route("parent", "parent")) { _, context in ParentFlow(navigator: context.navigator, id: "parent-flow") })
        var events: [RoutingEvent] = []
        let watching = fixture.hub.onEvent { events.append($0) }
        let session = fixture.hub.start(url: "nuapp://parent")
        await session.reach("started")
        try await #require(fixture.navigator.flow(for: "parent-flow") as? ParentFlow).openChild()

        let pushes = events.filter { if case .navigated(.command(.push), _, _) = $0.kind { true } else { false } }
        #expect(pushes.count == 2)
        #expect(pushes.allSatisfy { $0.session == session.id && $0.route == "parent" })
        #expect(pushes.last?.description.contains("page(\"child\") (ChildFlow#") == true)
        watching.cancel()
    }
}
