import Testing
import Waypoint
import WaypointTesting

@Suite @MainActor struct NavigatorExpectationTests {
    @Test func expectSettledWaitsForAFlowThatShowsItsScreenLater() async throws {
        let app = try CardsApp()
        app.hub.start(url: "nuapp://card/7/block")
        let settled = await app.navigator.expectSettled(
            to: """
                root: stack
                  #1 home  owner: app
                level 1, sheet: stack
                  #2 block(cardID: 7)  owner: \(app.coordinators[0].id)
                """)
        #expect(settled)
    }

    @Test func expectSettledReportsBothTreesWhenTheStateDiffers() async throws {
        let app = try CardsApp()
        await withKnownIssue {
            await app.navigator.expectSettled(to: "root: stack", within: .milliseconds(30))
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("expected:\n    root: stack\nactual:\n    root: stack\n      #1 home")
        }
    }

    @Test func expectNoLeaksNamesAFlowThatOutlivedItsScreens() async throws {
        let app = try CardsApp()
        let session = app.hub.start(url: "nuapp://card/7/block")
        await session.expectState(.started)
        let leaks = LeakCheck(navigator: app.navigator)
        let coordinator = app.coordinators[0]
        let owner = coordinator.id
        leaks.track(coordinator, owner: owner, name: "block card")
        try app.host.swipeDown()
        withKnownIssue {
            leaks.expectNoLeaks()   // the app still holds the coordinator
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("block card (owner \(owner)) is still alive")
        }
    }
}
