import Testing
import Waypoint

/// What a presented flow's session hears when SwiftUI sets a sheet's binding to `false`, read as
/// the SwiftUI host reads it: `dismiss()` in the sheet is the app's dismissal, a swipe-down the
/// user's.
@Suite @MainActor struct DismissActionSessionTests {
    /// A hub whose `help` route presents a sheet, started and shown.
    private func presentedHelp() async throws -> (HubFixture, RoutingSession) {
        let fixture = HubFixture()
        try fixture.route("help", "help", presentation: .sheet)
        let session = fixture.hub.start(url: "nuapp://help")
        await session.reach("started")
        await fixture.navigator.settle()
        return (fixture, session)
    }

    @Test func theDismissActionSetsTheBindingWhileTheSheetIsOnScreenAndTheSessionEndsClosedByTheApp() async throws {
        let (fixture, session) = try await presentedHelp()
        var ending = PresentationEnding()
        ending.appeared(level: 1)
        let command = try #require(ending.command(ending: 1, allowsSwipeDown: true))
        #expect(command == .dismissTo(level: 0))
        try fixture.navigator.execute(command)
        await session.reach("completed")
        #expect(session.state.description == "completed(closedByApp)")
    }

    @Test func aSwipeDownSetsTheBindingAfterTheSheetDisappearedAndTheSessionEndsClosedByTheUser() async throws {
        let (fixture, session) = try await presentedHelp()
        var ending = PresentationEnding()
        ending.appeared(level: 1)
        ending.disappeared(level: 1)
        #expect(ending.command(ending: 1, allowsSwipeDown: true) == nil)
        try fixture.host.swipeDown()
        await session.reach("completed")
        #expect(session.state.description == "completed(closedByUser)")
    }
}
