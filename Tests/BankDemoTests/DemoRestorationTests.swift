@testable import BankDemo
import Testing
@_spi(Inspection) import Waypoint

/// Round trips of the demo app mid-flow: save, a new app instance, restore, then Back and finish.
@Suite @MainActor struct DemoRestorationTests {
    /// The demo after the login: the card-block sheet (opened by the parked push link) over home.
    private func playedToTheCardSheet() async throws -> DemoPlayer {
        let player = try DemoPlayer(echo: { _ in })
        try await player.playNext()
        try await player.playNext()
        return player
    }

    @Test func restoredDuringTheCardBlockTheSheetIsWiredAgainAndDoneClosesIt() async throws {
        let player = try await playedToTheCardSheet()
        let before = player.navigator.state
        let first = player.player.bank
        let report = try await player.player.relaunch()
        let app = player.player.bank
        #expect(app !== first)
        #expect(report.isComplete)
        #expect(report.restored.map(\.savedID) == ["cards.block(42)#1", "main"])
        #expect(report.restored.map(\.id) == ["cards.block(42)", "main"])
        #expect(player.navigator.state.screens.map(\.destination) == before.screens.map(\.destination))
        #expect(player.navigator.state.screens.map(\.owner) == ["main", "cards.block(42)"])
        let block = try #require(app.cardBlock)
        #expect(app.navigator.flow(for: "cards.block(42)") === block)
        let screen = try #require(block.viewController)
        await player.player.settle(until: { !screen.boundModels.isEmpty })
        screen.tapButton()
        await player.player.settle(until: { screen.boundModels.count >= 2 })
        #expect(screen.view.lines.first?.contains("Card blocked") == true)
        block.done()
        await player.player.settle()
        #expect(player.navigator.state.screens.map { "\($0.destination)" } == ["overview"])
        #expect(block.phase == .ended)
        #expect(player.liveFlows.filter { $0 !== block }.map(\.id) == ["main"])
    }

    @Test func restoredDuringTheInvestRunBackEndsTheRunAndTheMainFlowHearsIt() async throws {
        let player = try await playedToTheCardSheet()
        let first = player.player.bank
        try first.host.swipeDown()
        await player.player.settle()
        try await first.main?.orderProduct(2)
        await player.player.settle()
        first.productPerformer?.addToOrder?()
        await player.player.settle()
        let report = try await player.player.relaunch()
        #expect(report.isComplete)
        let app = player.player.bank
        let main = try #require(app.main)
        let run = try #require(main.children.first as? FlowRun<ProductDetailsFlow>)
        #expect(run.step == .confirmOrder(2))
        try app.host.swipeDown()
        await player.player.settle()
        #expect(run.step == .showProduct(2))
        try app.host.popInteractively()
        await player.player.settle()
        #expect(main.orders == ["cancelled"])
        #expect(main.children.isEmpty)
        #expect(player.navigator.state.screens.map { "\($0.destination)" } == ["overview"])
    }
}
