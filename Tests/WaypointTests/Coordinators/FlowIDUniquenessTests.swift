import Testing
@_spi(Inspection) import Waypoint
import WaypointTesting

/// Pushes the pay screen under a custom id; records whether its `start()` ran.
private final class NamedCoordinator: Coordinator<Never, Void> {
    private(set) var started = false

    override func start() async throws {
        started = true
        try push(Bank.pay)
    }
}

@Suite @MainActor struct FlowIDUniquenessTests {
    @Test func launchingAFlowWhoseIDIsLiveFailsWithoutShowingAnything() async throws {
        let (navigator, _) = makeBankNavigator()
        _ = await startedHome(navigator)
        let first = NamedCoordinator(navigator: navigator, id: "pay")
        await first.launch()
        let before = navigator.state
        let second = NamedCoordinator(navigator: navigator, id: "pay")
        await second.launch()
        guard second.phase == .ended, case .failed(let error) = await second.ended() else {
            Issue.record("the second flow with id `pay` did not fail")
            return
        }
        #expect(error.kind == .duplicateID)
        #expect(error.description.contains("`pay`"))
        #expect(!second.started, "the duplicate ran its start()")
        #expect(navigator.state == before)
        #expect(first.phase == .running)
    }

    @Test func startingAChildWhoseIDIsLiveThrowsAndLeavesTheChildUnstarted() async throws {
        let (navigator, _) = makeBankNavigator()
        let home = await startedHome(navigator)
        let first = NamedCoordinator(navigator: navigator, id: "pay")
        try await home.launch(first)
        let second = NamedCoordinator(navigator: navigator, id: "pay")
        await #expect(throws: FlowError.self) { try await home.launch(second) }
        do {
            try await home.launch(second)
        } catch {
            #expect(error.kind == .duplicateID && error.flow == "pay")
        }
        #expect(second.phase == .idle && !second.started)
        #expect(home.children.count == 1)
    }

    @Test func anIDIsFreeAgainOnceItsFlowEnded() async throws {
        let (navigator, _) = makeBankNavigator()
        _ = await startedHome(navigator)
        let first = NamedCoordinator(navigator: navigator, id: "pay")
        await first.launch()
        first.finish(())
        let second = NamedCoordinator(navigator: navigator, id: "pay")
        await second.launch()
        #expect(second.phase == .running)
    }

    @Test func theSameIDMayLiveOnTwoNavigators() async throws {
        let (one, _) = makeBankNavigator()
        let (two, _) = makeBankNavigator()
        _ = await startedHome(one)
        _ = await startedHome(two)
        let first = NamedCoordinator(navigator: one, id: "pay")
        let second = NamedCoordinator(navigator: two, id: "pay")
        await first.launch()
        await second.launch()
        #expect(first.phase == .running && second.phase == .running)
    }
}
