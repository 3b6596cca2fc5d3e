import Testing
@_spi(Inspection) import Waypoint
@_spi(HostAuthoring) import WaypointNavigation
import WaypointTesting

enum BlockChoice: Sendable { case block, keep }

/// Asks "Block card?" from a coordinator that shows the pay screen, and keeps the answer.
final class BlockQuestionCoordinator: Coordinator<Never, BlockChoice> {
    let cancel: Bool

    init(navigator: Navigator, cancel: Bool = true) {
        self.cancel = cancel
        super.init(navigator: navigator)
    }

    override func start() async throws { try push(Bank.pay) }

    func ask() async throws(FlowError) -> BlockChoice {
        let actions: [AlertChoice<BlockChoice>] = cancel ? [.destructive("Block", .block), .cancel("Keep", .keep)] : [.destructive("Block", .block)]
        return try await alert("Block card?", message: "You can unblock it later.", actions: actions)
    }
}

@Suite @MainActor struct CoordinatorAlertTests {
    private func asking(_ flow: BlockQuestionCoordinator, on navigator: Navigator) async -> Task<BlockChoice, any Error> {
        let task = Task { try await flow.ask() }
        while !(navigator.state.modals.last?.style.isAlert ?? false) { await Task.yield() }
        return task
    }

    @Test func theActionTheUserPickedReturnsItsTypedValueToTheFlowThatAsked() async throws {
        let (navigator, host) = makeBankNavigator()
        let home = await startedHome(navigator)
        let flow = BlockQuestionCoordinator(navigator: navigator)
        try await home.launch(flow)
        let answer = await asking(flow, on: navigator)
        #expect(navigator.state.screens(ownedBy: flow.id).count == 2)
        try host.chooseAlertAction(0)
        #expect(try await answer.value == .block)
        #expect(flow.phase == .running)
        #expect(navigator.state.modals.isEmpty)
    }

    @Test func aDismissalByTheSystemResolvesAsTheCancelAction() async throws {
        let (navigator, host) = makeBankNavigator()
        let home = await startedHome(navigator)
        let flow = BlockQuestionCoordinator(navigator: navigator)
        try await home.launch(flow)
        let answer = await asking(flow, on: navigator)
        try host.dismissAlertBySystem()
        #expect(try await answer.value == .keep)
    }

    @Test func aDismissalOfAnAlertWithoutACancelActionThrowsCancelled() async throws {
        let (navigator, host) = makeBankNavigator()
        let home = await startedHome(navigator)
        let flow = BlockQuestionCoordinator(navigator: navigator, cancel: false)
        try await home.launch(flow)
        let answer = await asking(flow, on: navigator)
        try host.dismissAlertBySystem()
        let error = await #expect(throws: FlowError.self) { try await answer.value }
        #expect(error?.isCancelled == true)
    }

    @Test func theFlowEndingWhileItAsksDismissesTheAlertAndThrowsCancelled() async throws {
        let (navigator, _) = makeBankNavigator()
        let home = await startedHome(navigator)
        let flow = BlockQuestionCoordinator(navigator: navigator)
        try await home.launch(flow)
        let answer = await asking(flow, on: navigator)
        flow.cancel()
        let error = await #expect(throws: FlowError.self) { try await answer.value }
        #expect(error?.isCancelled == true)
        #expect(navigator.state.destinationsByLevel == [bankLevel(.home)])
    }

    @Test func askingAboveAnAlertIsANavigationErrorAndAnEndedFlowCannotAsk() async throws {
        let (navigator, _) = makeBankNavigator()
        let home = await startedHome(navigator)
        let flow = BlockQuestionCoordinator(navigator: navigator)
        try await home.launch(flow)
        _ = await asking(flow, on: navigator)
        let error = await #expect(throws: FlowError.self) { try await flow.ask() }
        #expect(error?.kind == .navigation && error?.navigationError?.kind == .presentedAboveAlert)
        flow.cancel()
        let ended = await #expect(throws: FlowError.self) { try await flow.ask() }
        #expect(ended?.kind == .ended)
    }
}
