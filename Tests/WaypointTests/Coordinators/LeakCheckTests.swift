import Testing
import Waypoint
import WaypointTesting

@Suite @MainActor struct LeakCheckTests {
    @Test func aFlowStillOnDisplayIsReportedWithItsScreens() async throws {
        let (navigator, _) = makeBankNavigator()
        let home = await startedHome(navigator)
        let pay = PayCoordinator(navigator: navigator)
        let leaks = LeakCheck(navigator: navigator)
        leaks.track(pay, owner: pay.id, name: "pay")
        try await home.launch(pay)
        let ids = navigator.state.screens(ownedBy: pay.id).map(\.id)
        let leak = try #require(leaks.leaks.first)
        #expect(leaks.leaks.count == 1)
        #expect(leak.name == "pay" && leak.owner == pay.id && leak.isAlive && leak.screens == ids)
        #expect(leaks.leaks.first?.description == "pay (owner \(pay.id)) is still alive and still shows \(ids[0]), \(ids[1])")
    }

    @Test func screensLeftBehindByAReleasedObjectAreReported() throws {
        let (navigator, _) = makeBankNavigator()
        let leaks = LeakCheck(navigator: navigator)
        leaks.track(NSObjectLike(), owner: "ghost")
        try navigator.execute(.setRoot(.stack([navigator.makeScreen(Bank.home, owner: "ghost")])))
        #expect(leaks.unreleased == ["ghost (owner ghost) still shows #1"])
    }

    @Test func nothingIsReportedOnceAFlowAndItsScreensAreGone() async throws {
        let (navigator, host) = makeBankNavigator()
        let home = await startedHome(navigator)
        let leaks = LeakCheck(navigator: navigator)
        var account: AccountCoordinator? = AccountCoordinator(navigator: navigator, accountID: 4)
        leaks.track(account!)
        try await home.launch(account!)
        try host.popInteractively()
        account = nil
        #expect(leaks.leaks.isEmpty)
    }
}

private final class NSObjectLike {}
