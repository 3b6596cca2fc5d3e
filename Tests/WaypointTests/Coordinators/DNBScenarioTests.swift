import Testing
@_spi(Inspection) import Waypoint
@_spi(HostAuthoring) import WaypointNavigation
import WaypointTesting

/// DNB's bank app, end to end: flows own their screens, links rebuild only what is missing,
/// and whatever the user closes is released.
@Suite @MainActor struct DNBScenarioTests {
    @Test func pendingPaymentsAreLeftWithTwoBackTapsAndTheirCoordinatorIsReleased() async throws {
        let (navigator, host) = makeBankNavigator()
        let home = await startedHome(navigator)
        let leaks = LeakCheck(navigator: navigator)
        var pending: PendingPaymentsCoordinator? = PendingPaymentsCoordinator(navigator: navigator)
        leaks.track(pending!)
        try await home.launch(pending!)
        #expect(navigator.state.destinationsByLevel == [bankLevel(.home, .payments, .pendingPayments)])
        try host.popInteractively()
        #expect(pending!.phase == .running)
        try host.popInteractively()
        #expect(pending!.phase == .ended)
        pending = nil
        #expect(leaks.leaks.isEmpty)
    }

    @Test func anAccountLinkOpenedDuringAPaymentReplacesThePaymentFlowAndReleasesIt() async throws {
        let (navigator, host) = makeBankNavigator()
        let home = await startedHome(navigator)
        let leaks = LeakCheck(navigator: navigator)
        var pay: PayCoordinator? = PayCoordinator(navigator: navigator)
        leaks.track(pay!)
        let payment = Task { [pay] in try await home.run(pay!) }
        while navigator.state.screens.count < 3 { await Task.yield() }
        pay = nil
        let before = host.performedSteps.count
        let resolution = try #require(navigator.open(DeepLink(Bank.account(42))))
        await navigator.settle()
        #expect(host.performedSteps.count - before == 1)
        #expect(resolution.kept.map(\.destination) == bankLevel(.home))
        await #expect(throws: FlowError.self) { try await payment.value }
        #expect(leaks.leaks.isEmpty)
        #expect(navigator.state.destinationsByLevel == [bankLevel(.home, .accounts, .account(42))])
    }

    @Test func aTransferConfirmedInItsSheetReturnsTheAmountAndTheSheetIsGone() async throws {
        let (navigator, _) = makeBankNavigator()
        let home = await startedHome(navigator)
        let transfer = TransferCoordinator(navigator: navigator)
        let started = transfer.events
        let result = Task { try await home.run(transfer) }
        for await event in started where event.traceName == "started" { break }
        try transfer.enter(120)
        transfer.confirm()
        #expect(try await result.value == 120)
        #expect(navigator.state.modals.isEmpty)
    }

    @Test func aTransferSheetSwipedDownMidwayReleasesItsWholeFlow() async throws {
        let (navigator, host) = makeBankNavigator()
        let home = await startedHome(navigator)
        let leaks = LeakCheck(navigator: navigator)
        var transfer: TransferCoordinator? = TransferCoordinator(navigator: navigator)
        leaks.track(transfer!)
        try await home.launch(transfer!)
        try transfer!.enter(10)
        var inner: AccountCoordinator? = AccountCoordinator(navigator: navigator, accountID: 3)
        leaks.track(inner!)
        try await transfer!.launch(inner!)
        transfer = nil
        inner = nil
        try host.swipeDown()
        #expect(leaks.leaks.isEmpty)
        #expect(home.children.isEmpty)
    }
}
