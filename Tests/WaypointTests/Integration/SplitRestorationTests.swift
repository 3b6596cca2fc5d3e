import Foundation
import Testing
@_spi(Inspection) @_spi(Tooling) import Waypoint
import WaypointTesting

/// Saving and restoring a navigator whose root is a split view (restoration × split views).
@Suite @MainActor struct SplitRestorationTests {
    private func screen(_ id: UInt64, _ destination: some Destination, _ owner: FlowID = .app) -> Screen {
        Screen(id: Screen.ID(id), destination: destination, owner: owner)
    }

    @Test func aDroppedScreenInTheContentColumnDropsEverythingAfterItInCollapsedOrderAndTheReportListsThem() async throws {
        let split = SplitColumns(
            sidebar: [screen(1, Bank.home)], content: [screen(2, Bank.accounts), screen(3, Bank.payments, "plain")],
            detail: [screen(4, Bank.account(7)), screen(5, Bank.pay)])
        let state = NavigationState(root: .split(split), modals: [Modal(.sheet, .stack([screen(6, Bank.transfer)]))])
        let data = try SavedNavigation(state: state, flows: [SavedFlow(id: "plain")]).encoded()
        let (navigator, _, report) = try await relaunch(data)
        #expect(navigator.state == NavigationState(
            root: .split(SplitColumns(sidebar: [screen(1, Bank.home)], content: [screen(2, Bank.accounts)], detail: []))))
        #expect(report.dropped.map(\.screen) == [3, 4, 5, 6].map { Screen.ID($0) })
        #expect(report.dropped.map(\.reason.description) == [
            "flow `plain` was saved without a kind; expected a RestorableFlow",
            "it was above dropped screen #3", "it was above dropped screen #3",
            "it was above dropped screen #5",  // the sheet's presenter, the top of the collapsed stack
        ])
    }

    @Test func aDroppedFirstSidebarScreenDropsTheWholeSplitAndRestoresNothing() async throws {
        let split = SplitColumns(sidebar: [screen(1, HelpArticleCodable(slug: "gone"))], detail: [screen(2, Bank.account(7))])
        let data = try SavedNavigation(state: NavigationState(root: .split(split))).encoded()
        let (navigator, _, report) = try await relaunch(data)
        #expect(navigator.state == .empty)
        #expect(report.dropped.map(\.screen) == [Screen.ID(1), Screen.ID(2)])
    }

    @Test func aSplitInsideATabKeepsItsColumnsThroughSaveAndRestore() async throws {
        let split = SplitColumns(sidebar: [screen(1, Bank.home)], content: [screen(2, Bank.accounts)], detail: [screen(3, Bank.account(4), "f0")])
        let state = NavigationState(root: .tabs([.split(split), .stack([screen(4, Bank.payments)])], selected: 0))
        let data = try SavedNavigation(state: state, flows: [SavedFlow(id: "f0", kind: "generated")]).encoded()
        let (navigator, _, report) = try await relaunch(data)
        #expect(report.isComplete)
        #expect(navigator.state == state)
        #expect(try SavedNavigation(saving: navigator).state == state)
    }

    @Test func linkFlowsOwningColumnsOfASplitComeBackWithoutARestorerAndLeaveWithTheirScreens() async throws {
        let (navigator, _) = makeBankNavigator()
        try navigator.execute(.setRoot(.split(SplitColumns(sidebar: [navigator.makeScreen(Bank.home)], content: []))))
        let hub = RoutingHub(configuration: RoutingHub.Configuration(urls: URLConfiguration(schemes: ["bank"])))
        try hub.register(LinkRoute(try Route("account", "accounts/:id", parameters: ["id": .int])) { request in
            request.parameters.value("id", as: Int.self).map { DeepLink(Bank.account($0)) }
        })
        hub.register(navigator: navigator)
        await hub.start(url: "bank://accounts/42").reach("started")
        await navigator.settle()
        let saved = navigator.state
        let data = try navigator.restorationData()

        let (restored, host, report) = try await relaunch(data, restorer: NavigationRestorer(destinations: DestinationRegistry(Bank.self)))
        #expect(report.isComplete)
        #expect(report.restored.map(\.kind) == ["waypoint.link"])
        guard case .split(let columns)? = restored.state.root else { Issue.record("no split: \(restored.state)"); return }
        #expect(columns.content?.map(\.destination) == bankLevel(.accounts))
        #expect(columns.detail.map(\.destination) == bankLevel(.account(42)))
        #expect(restored.state.screens.map(\.id) == saved.screens.map(\.id))
        let flow = try #require(columns.detail.first.flatMap { restored.flow(owning: $0) })
        #expect(columns.content?.first?.owner == flow.id)
        // In a compact width the user long-presses Back on the collapsed stack and picks home: the link's flow ends.
        try host.popInteractively(to: columns.sidebar[0].id)
        await restored.settle()
        await drain()
        #expect(restored.flow(for: flow.id) == nil)
        #expect(restored.state.screens.map(\.destination) == bankLevel(.home))
    }
}
