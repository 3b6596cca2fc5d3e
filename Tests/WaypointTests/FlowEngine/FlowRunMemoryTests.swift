import Testing
import Waypoint
import WaypointTesting

/// Counts to `steps`, one screen per step, each replacing the last.
private struct CountingFlow: Flow {
    let steps: Int
    var initialState: Int { 0 }
    func nextStep(_ state: Int) -> FlowNext<Int, Int> { state == steps ? .finish(state) : .step(state) }
}

/// Shows each step as the new root and answers at once; remembers every context weakly.
@MainActor private final class ReplacingPerformer: FlowPerformer {
    private struct WeakContext { weak var context: FlowStepContext<CountingFlow>? }
    private var seen: [WeakContext] = []

    var liveContexts: Int { seen.count { $0.context != nil } }
    var performed: Int { seen.count }

    func perform(_ step: Int, in context: FlowStepContext<CountingFlow>) async throws {
        seen.append(WeakContext(context: context))
        try context.setRoot(Bank.account(step))
        context.advance(to: step + 1)
    }
}

@Suite @MainActor struct FlowRunMemoryTests {
    @Test func aLongLoopKeepsOnlyTheStepsStillOnScreen() async throws {
        let (navigator, _) = makeBankNavigator()
        let performer = ReplacingPerformer()
        let run = FlowRun(CountingFlow(steps: 100_000), performer: performer, navigator: navigator)
        let result = Task { await run.ended() }
        await run.launch()
        await run.settle()
        #expect(await result.value.finishedValue == 100_000)
        #expect(performer.performed == 100_000)
        #expect(performer.liveContexts == 0, "a finished run keeps \(performer.liveContexts) step contexts")
    }

    @Test func whileRunningOnlyTheCurrentStepAndTheStepsOnScreenAreKept() async throws {
        let (navigator, _) = makeBankNavigator()
        let performer = ReplacingPerformer()
        let run = FlowRun(CountingFlow(steps: 1_000), performer: performer, navigator: navigator)
        var maximum = 0
        let subscription = navigator.onChange { _ in maximum = max(maximum, performer.liveContexts) }
        await run.launch()
        await run.settle()
        #expect(maximum <= 2, "up to \(maximum) step contexts were kept at once")
        subscription.cancel()
    }
}
