import Testing
import Waypoint
import WaypointTesting

@Suite @MainActor struct SessionExpectationTests {
    @Test func expectStatePassesOnceTheSessionReachesTheState() async throws {
        let app = try CardsApp()
        let session = app.hub.start(url: "nuapp://card/7/block")
        #expect(await session.expectState(.started))
        #expect(await session.expectState(.produced("showing card 7")))
    }

    @Test func expectStateFailsWithTheExpectedStateAndTheHistory() async throws {
        let app = try CardsApp()
        let session = app.hub.start(url: "nuapp://card/7/block")
        await session.expectState(.produced("showing card 7"), within: .seconds(60))
        await withKnownIssue {
            let reached = await session.expectState(.completed(.closedByUser), within: .milliseconds(50))
            #expect(!reached)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("did not reach completed(closedByUser)") && text.contains("produced(showing card 7)")
        }
    }

    @Test func expectHistoryComparesEveryStateOfAnEndedSession() async throws {
        let app = try CardsApp()
        let session = app.hub.start(url: "nuapp://card/7/block")
        await session.expectState(.started)
        try app.host.swipeDown()
        #expect(await session.expectHistory([.preparing, .started, .produced("showing card 7"), .completed(.closedByUser)]))
    }

    @Test func expectHistoryReportsASessionThatIsStillRunning() async throws {
        let app = try CardsApp()
        let session = app.hub.start(url: "nuapp://card/7/block")
        await session.expectState(.produced("showing card 7"), within: .seconds(60))
        await withKnownIssue {
            await session.expectHistory([.preparing, .started, .produced("showing card 7")], within: .milliseconds(50))
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("still running")
        }
        session.cancel()
    }

    @Test func expectFailureReturnsTheErrorOfTheExpectedKind() async throws {
        let app = try CardsApp()
        let session = app.hub.start(url: "nuapp://crad/7/block")
        let error = await session.expectFailure(.unknownRoute)
        #expect(error?.suggestions == ["card/:cardID/block"])
    }

    @Test func aParkedLinkExpiresWhenTheTestClockPassesTheParkingTimeout() async throws {
        let app = try CardsApp(parkingTimeout: .seconds(30))   // a hub whose configuration uses app.clock
        app.isLoggedIn = false
        let session = app.hub.start(url: "nuapp://card/7/block", source: .pushNotification)
        await app.clock.waitForSleepers()
        await app.clock.advance(by: .seconds(29))
        #expect(session.state == .preparing)
        await app.clock.advance(by: .seconds(1))
        await session.expectFailure(.expired)
    }

    @Test func waitUntilReturnsNilWhenNoStateMatchesInTime() async throws {
        let app = try CardsApp()
        let session = app.hub.start(url: "nuapp://card/7/block")
        let state = await session.waitUntil(within: .milliseconds(30)) { $0.isTerminal }
        #expect(state == nil)
        session.cancel()
        #expect(await session.waitUntil { $0.isTerminal }?.name == "failed")
    }
}
