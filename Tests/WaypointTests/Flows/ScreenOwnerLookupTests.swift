import Testing
@_spi(Inspection) import Waypoint

@Suite @MainActor struct ScreenOwnerLookupTests {
    @Test func aCoordinatorsScreenFindsTheCoordinatorThatShowsIt() async throws {
        let (navigator, _) = makeBankNavigator()
        _ = await startedHome(navigator)
        let account = AccountCoordinator(navigator: navigator, accountID: 7)
        await account.launch()
        let screen = try #require(navigator.state.topScreen)
        #expect(navigator.flow(owning: screen) === account)
        #expect(navigator.flow(for: account.id) === account)
        #expect(navigator.coordinator(owning: screen, as: AccountCoordinator.self) === account)
        #expect(navigator.coordinator(owning: screen, as: PayCoordinator.self) == nil)
    }

    @Test func aScreenReachesItsCoordinatorAndNavigatesFromThere() async throws {
        let (navigator, _) = makeBankNavigator()
        _ = await startedHome(navigator)
        let transfer = TransferCoordinator(navigator: navigator)
        await transfer.launch()
        let sheet = try #require(navigator.state.topScreen)
        try navigator.coordinator(owning: sheet, as: TransferCoordinator.self)?.enter(20)
        #expect(navigator.state.topScreen?.destination == AnyDestination(Bank.transferConfirm(amount: 20)))
        #expect(navigator.state.topScreen?.owner == transfer.id)
    }

    @Test func afterBackReleasesTheCoordinatorItsScreenFindsNothing() async throws {
        let (navigator, host) = makeBankNavigator()
        _ = await startedHome(navigator)
        let account = AccountCoordinator(navigator: navigator, accountID: 7)
        await account.launch()
        let screen = try #require(navigator.state.topScreen)
        try host.popInteractively()
        await navigator.settle()
        #expect(account.phase == .ended)
        #expect(navigator.flow(owning: screen) == nil)
        #expect(navigator.flow(for: account.id) == nil)
    }

    @Test func aFlowNobodyHoldsIsFoundWhileItsScreenShowsAndReleasedOnceItLeaves() async throws {
        let (navigator, host) = makeBankNavigator()
        _ = await startedHome(navigator)
        weak var released: AccountCoordinator?
        var id: FlowID?
        do {
            let account = AccountCoordinator(navigator: navigator, accountID: 7)
            await account.launch()
            released = account
            id = account.id
        }
        let screen = try #require(navigator.state.topScreen)
        #expect(navigator.flow(owning: screen) === released, "a launched flow lives until it ends")
        try host.popInteractively()
        await navigator.settle()
        #expect(released == nil, "the lookup kept an ended coordinator alive")
        #expect(navigator.flow(for: try #require(id)) == nil)
    }

    @Test func aScreenTheAppOwnsFindsNoFlow() async throws {
        let (navigator, _) = makeBankNavigator()
        try navigator.execute(.setRoot(.stack([navigator.makeScreen(Bank.home)])))
        let pay = PayCoordinator(navigator: navigator)
        await pay.launch()
        let home = try #require(navigator.state.screens.first)
        #expect(home.owner == .app)
        #expect(navigator.flow(owning: home) == nil)
        #expect(navigator.coordinator(owning: home, as: PayCoordinator.self) == nil)
    }

    @Test func aChildIsFoundWhileItRunsAndNotOnceItsParentEnded() async throws {
        let (navigator, _) = makeBankNavigator()
        _ = await startedHome(navigator)
        let pay = PayCoordinator(navigator: navigator)
        await pay.launch()
        let transfer = TransferCoordinator(navigator: navigator)
        try await pay.launch(transfer)
        let sheet = try #require(navigator.state.topScreen)
        #expect(navigator.flow(owning: sheet) === transfer)
        pay.confirm(5)
        #expect(navigator.flow(owning: sheet) == nil)
        #expect(navigator.flow(for: pay.id) == nil)
    }

    @Test func twoNavigatorsFindOnlyTheirOwnFlows() async throws {
        let (one, _) = makeBankNavigator()
        let (two, _) = makeBankNavigator()
        _ = await startedHome(one)
        _ = await startedHome(two)
        let first = AccountCoordinator(navigator: one, accountID: 1)
        await first.launch()
        #expect(one.flow(for: first.id) === first)
        #expect(two.flow(for: first.id) == nil)

        let payOnOne = PayCoordinator(navigator: one, id: "pay")
        let payOnTwo = PayCoordinator(navigator: two, id: "pay")
        await payOnOne.launch()
        await payOnTwo.launch()
        #expect(one.flow(for: "pay") === payOnOne)
        #expect(two.flow(for: "pay") === payOnTwo)
        payOnOne.confirm(1)
        #expect(one.flow(for: "pay") == nil)
        #expect(two.flow(for: "pay") === payOnTwo)
    }
}
