import Testing
import Waypoint
import WaypointTestSupport
import WaypointTesting

// The routing hub article's `### One navigation event stream` example, as code that runs.

/// Everything that happens in navigation, heard once: how long each route took to show its
/// first screen, the flows the user closed with a gesture, and the last events for a crash report.
@MainActor final class NavigationLog {
    private(set) var latencies: [String: Duration] = [:]
    private(set) var closedByGestures: [FlowID] = []
    private let hub: RoutingHub
    private var watching: NavigationSubscription?

    init(hub: RoutingHub) {
        self.hub = hub
        watching = hub.onEvent { [unowned self] event in
            if case .state(.started) = event.kind, let route = event.route {
                self.latencies[route] = event.sinceRequest  // request → first screen
            }
            if case .navigated(.user, _, let removed) = event.kind {
                self.closedByGestures += removed.map(\.owner)  // back, swipe, pull-down…
            }
        }
    }

    /// The last events, oldest first.
    var breadcrumbs: [String] { hub.recentEvents.suffix(20).map(\.description) }
}

@Suite @MainActor struct EventStreamArticleTests {
    @Test func theArticlesNavigationLogHearsLatencyGesturesAndKeepsBreadcrumbs() async throws {
        let fixture = HubFixture()
        try fixture.route("card", "card/:cardID", holdsPreparation: true)
        let log = NavigationLog(hub: fixture.hub)
        let session = fixture.hub.start(url: "nuapp://card/7")
        await waitUntil { fixture.flow("card")?.isPreparing == true }
        await fixture.clock.advance(by: .milliseconds(300))
        try #require(fixture.flow("card")).finishPreparation()
        await session.reach("started")
        try fixture.host.popInteractively()
        await session.reach("completed")

        #expect(log.latencies == ["card": .milliseconds(300)])
        #expect(log.closedByGestures == [FlowID("card#1")])
        #expect(log.breadcrumbs.first == "#1 nuapp://card/7: requested")
        #expect(log.breadcrumbs.last == "#1 nuapp://card/7: state completed(closedByUser)")
        #expect(log.breadcrumbs.contains { $0.hasPrefix("#1 nuapp://card/7: user interactivePop") })
    }

    @Test func theRoutingHubArticleShowsThisFilesExampleVerbatim() throws {
        let article = try DocumentedExample("Sources/Waypoint/Documentation.docc/Articles/TheRoutingHub.md")
        let example = try article.block(after: "\n### One navigation event stream\n", opening: "```swift\nimport Waypoint\n\n")
        #expect(example.contains("final class NavigationLog"))
        #expect(article.source.contains(example))
    }
}
