import Foundation
import Testing
@_spi(Inspection) import Waypoint
@_spi(Tooling) import WaypointNavigation
import WaypointInspector

@Suite @MainActor struct SnapshotTests {
    @Test func theTreeSnapshotHasLevelsContainersScreensOwnersAndTheLastChange() throws {
        let navigator = Navigator(host: InMemoryHost())
        let home = navigator.makeScreen(Screens.home)
        try navigator.execute(.setRoot(.tabs([.stack([home]), .screen(navigator.makeScreen(Screens.detail(2)))], selected: 1)))
        let change = try navigator.execute(.present(Modal(.fullScreen, .stack([navigator.makeScreen(Screens.sheet, owner: "sheet")]))))
        let tree = NavigatorSnapshot(name: "main", state: navigator.state, lastChange: change, isSettled: navigator.isSettled)
        #expect(tree.levels.map(\.style) == ["root", "fullScreen"])
        #expect(tree.levels[0].content.kind == "tabs")
        #expect(tree.levels[0].content.selected == 1)
        #expect(tree.levels[0].content.tabs.map(\.kind) == ["stack", "screen"])
        #expect(tree.levels[0].content.tabs[1].screens.first?.destination == "detail(2)")
        let sheet = try #require(tree.levels[1].content.screens.first)
        #expect(sheet.owner == "sheet" && sheet.changed)
        #expect(tree.levels[0].content.tabs[0].screens.first?.changed == false)
        #expect(tree.lastChange?.inserted.count == 1)
        #expect(tree.text == String(describing: navigator.state))
    }

    @Test func aSplitViewIsSnapshottedAsItsColumnsEachAStackEvenWhenEmpty() throws {
        let navigator = Navigator(host: InMemoryHost())
        let home = navigator.makeScreen(Screens.home), detail = navigator.makeScreen(Screens.detail(2))
        let change = try navigator.execute(.setRoot(.split(SplitColumns(sidebar: [home], content: [], detail: [detail]))))
        let tree = NavigatorSnapshot(name: "main", state: navigator.state, lastChange: change, isSettled: navigator.isSettled)
        #expect(tree.levels[0].content.kind == "split")
        #expect(tree.levels[0].content.tabs.map(\.kind) == ["stack", "stack", "stack"])
        #expect(tree.levels[0].content.tabs.map(\.screens.count) == [1, 0, 1])
    }

    @Test func aFlowInMemoryThatOwnsNoScreenAfterItRanIsFlaggedAndOwnersAreListed() async throws {
        let fixture = try InspectorFixture()
        let session = fixture.hub.start(url: "app://detail/1")
        await started(session)
        await fixture.navigator.settle()
        var flows = FlowSnapshot.all(tracked: fixture.tracked, states: [fixture.navigator.state])
        let live = try #require(flows.first { $0.id == "detail##1" })
        #expect(live.phase == "running" && live.screens.count == 1 && !live.outlived)
        #expect(flows.contains { $0.id == "app" && $0.phase == "untracked" })
        try fixture.memory.swipeDown()
        await fixture.navigator.settle()
        for _ in 0..<50 { await Task.yield() }
        // The fixture still holds the flow: it outlived its screens.
        flows = FlowSnapshot.all(tracked: fixture.tracked, states: [fixture.navigator.state])
        let leaked = try #require(flows.first { $0.id == "detail##1" })
        #expect(leaked.outlived && leaked.screens.isEmpty)
        #expect(leaked.note != nil)
    }

    @Test func routeRowsCarryPatternOwnerSourcesAndOverrides() throws {
        let fixture = try InspectorFixture()
        try fixture.hub.loadOverrides(Data(#"{"version": 1, "routes": {"settings": {"disabled": {"message": "later"}}}}"#.utf8))
        let rows = RouteSnapshot.all(in: fixture.hub)
        let detail = try #require(rows.first { $0.name == "detail" })
        #expect(detail.pattern == "detail/:id" && detail.owner == "Details")
        #expect(detail.sources == ["inApp", "inspector"])
        #expect(detail.parameters == ["id: Int"])
        #expect(rows.first { $0.name == "settings" }?.override == "disabled: later")
    }

    @Test func aPlanSnapshotListsTheDecisionsAndTheOutcome() throws {
        let fixture = try InspectorFixture()
        let plan = PlanSnapshot(fixture.hub.plan(for: "app://detail/7", source: .inApp))
        #expect(plan.steps.first == "matched detail (app://detail/7)")
        #expect(plan.starts && plan.route == "detail" && plan.outcome == "start detail")
        let refused = PlanSnapshot(fixture.hub.plan(for: "app://settings", source: .inspector))
        #expect(!refused.starts && refused.outcome.hasPrefix("fail"))
    }
}

@Suite struct InspectorLogTests {
    @Test func theLogKeepsTheNewestEntriesInOrderAndNumbersThemFromOne() {
        var log = InspectorLog(capacity: 3)
        for index in 1...5 {
            log.append { LogEntry(sequence: $0, milliseconds: index, kind: "action", category: "x", group: "g", text: "\(index)") }
        }
        #expect(log.lastSequence == 5)
        #expect(log.entries(after: 0).map(\.sequence) == [3, 4, 5])
        #expect(log.entries(after: 4).map(\.text) == ["5"])
        #expect(log.entries(after: 5).isEmpty)
    }
}
