import Foundation
import Testing
import Waypoint

/// What SwiftUI's `openURL` action asks of the hub: a URL it routes starts its flow in-app, any
/// other falls through to the system.
@Suite @MainActor struct InAppURLTests {
    @Test func aURLOfARegisteredRouteIsTakenAndStartsItsFlowAsAnInAppRequest() async throws {
        let fixture = HubFixture()
        try fixture.route("card", "card/:cardID")
        #expect(fixture.hub.openInApp(try #require(URL(string: "nuapp://card/7"))))
        let session = try #require(fixture.hub.activeSessions().first)
        #expect(session.source == .inApp)
        await session.reach("started")
        #expect(fixture.flows.count == 1)
    }

    @Test func aWebPageTheAppDoesNotShowFallsThroughToTheSystemAndStartsNothing() throws {
        let fixture = HubFixture()
        try fixture.route("card", "card/:cardID")
        #expect(!fixture.hub.openInApp(try #require(URL(string: "https://apple.com/iphone"))))
        #expect(!fixture.hub.openInApp(try #require(URL(string: "nuapp://loans/3"))))
        #expect(fixture.hub.activeSessions().isEmpty)
        #expect(fixture.flows.isEmpty)
    }

    @Test func aRoutedURLThatAGuardStopsIsStillTheHubsAndNeverReachesTheSystem() throws {
        let fixture = try HubFixture.cardBlockBehindLogin()
        #expect(fixture.hub.openInApp(try #require(URL(string: "nuapp://card/1/block"))))
        #expect(fixture.flows.map { $0.request?.route.name } == ["login"])
    }
}
