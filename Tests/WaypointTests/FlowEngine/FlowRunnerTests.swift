import Testing
import Waypoint
import WaypointTesting

/// Shows each transfer step as a screen and keeps the contexts so tests can answer as the user.
@MainActor final class TransferPerformer: FlowPerformer {
    var contexts: [FlowStepContext<TransferFlow>] = []
    var failOn: TransferFlow.Step?

    struct Broken: Error {}

    func perform(_ step: TransferFlow.Step, in context: FlowStepContext<TransferFlow>) async throws {
        if step == failOn { throw Broken() }
        contexts.append(context)
        switch step {
        case .amount: try context.present(Bank.transfer)
        case .recipient: try context.push(Bank.accounts)
        case .confirm: try context.push(Bank.transferConfirm(amount: 5))
        }
    }

    func answer(_ state: TransferFlow.State) { contexts.last?.advance(to: state) }
}

@Suite @MainActor struct FlowRunnerTests {
    @Test func aFlowRunsStepByStepAndFinishesWithItsResultAndScreensGone() async throws {
        let (navigator, _) = makeBankNavigator()
        _ = await startedHome(navigator)
        let performer = TransferPerformer()
        let run = await FlowRunner(navigator: navigator).start(TransferFlow(), performer: performer)
        #expect(run.step == .amount)
        #expect(navigator.state.destinationsByLevel == [bankLevel(.home), bankLevel(.transfer)])
        performer.answer(.amountChosen)
        await run.settle()
        #expect(run.step == .recipient && run.state == .amountChosen)
        performer.answer(.recipientChosen)
        await run.settle()
        #expect(navigator.state.destinationsByLevel == [bankLevel(.home), bankLevel(.transfer, .accounts, .transferConfirm(amount: 5))])
        performer.answer(.confirmed)
        await run.settle()
        #expect(await run.ended().finishedValue == true)
        #expect(run.step == nil)
        #expect(navigator.state.destinationsByLevel == [bankLevel(.home)])
    }

    @Test func theRunnerReturnsTheResultInOneLine() async throws {
        let (navigator, _) = makeBankNavigator()
        _ = await startedHome(navigator)
        let result = try await FlowRunner(navigator: navigator).run(AutoFlow(), performer: AutoPerformer())
        #expect(result == 3)
        #expect(navigator.state.destinationsByLevel == [bankLevel(.home)])
    }

    @Test func theBackButtonMakesThePreviousStepCurrentAgain() async throws {
        let (navigator, host) = makeBankNavigator()
        _ = await startedHome(navigator)
        let performer = TransferPerformer()
        let run = await FlowRunner(navigator: navigator).start(TransferFlow(), performer: performer)
        let amount = performer.contexts[0]
        performer.answer(.amountChosen)
        await run.settle()
        #expect(!amount.isCurrent)
        try host.popInteractively()
        #expect(run.step == .amount && run.state == .start)
        #expect(amount.isCurrent)
        #expect(amount.advance(to: .amountChosen))
        await run.settle()
        #expect(run.step == .recipient)
        #expect(navigator.state.destinationsByLevel == [bankLevel(.home), bankLevel(.transfer, .accounts)])
    }

    @Test func swipingTheFlowAwayResolvesItAsCancelled() async throws {
        let (navigator, host) = makeBankNavigator()
        _ = await startedHome(navigator)
        let performer = TransferPerformer()
        let result = Task { try await FlowRunner(navigator: navigator).run(TransferFlow(), performer: performer) }
        while performer.contexts.isEmpty { await Task.yield() }
        try host.swipeDown()
        do {
            _ = try await result.value
            Issue.record("expected cancellation")
        } catch let error as FlowError {
            #expect(error.isCancelled)
        }
    }

    @Test func aPerformerThatThrowsFailsTheFlowAndDismissesItsScreens() async throws {
        let (navigator, _) = makeBankNavigator()
        _ = await startedHome(navigator)
        let performer = TransferPerformer()
        performer.failOn = .recipient
        let run = await FlowRunner(navigator: navigator).start(TransferFlow(), performer: performer)
        performer.answer(.amountChosen)
        await run.settle()
        #expect(await run.ended().traceName == "failed(failed)")
        #expect(navigator.state.destinationsByLevel == [bankLevel(.home)])
    }

    @Test func aSecondAnswerToTheSameStepIsIgnored() async throws {
        let (navigator, _) = makeBankNavigator()
        _ = await startedHome(navigator)
        let performer = TransferPerformer()
        let run = await FlowRunner(navigator: navigator).start(TransferFlow(), performer: performer)
        let amount = performer.contexts[0]
        #expect(amount.advance(to: .amountChosen))
        #expect(!amount.advance(to: .cancelled))
        await run.settle()
        #expect(run.state == .amountChosen)
    }

    @Test func aCoordinatorRunsAFlowAsItsChild() async throws {
        let (navigator, _) = makeBankNavigator()
        let home = await startedHome(navigator)
        let result = try await home.run(AutoFlow(), performer: AutoPerformer())
        #expect(result == 3)
        #expect(home.children.isEmpty)
    }

    @Test func runningFlowsAreReleasedOnceTheyEnd() async throws {
        let (navigator, host) = makeBankNavigator()
        _ = await startedHome(navigator)
        let leaks = LeakCheck(navigator: navigator)
        let performer = TransferPerformer()
        var run: FlowRun<TransferFlow>? = await FlowRunner(navigator: navigator).start(TransferFlow(), performer: performer)
        leaks.track(run!)
        performer.answer(.amountChosen)
        await run!.settle()
        run = nil
        performer.contexts = []
        try host.swipeDown()
        #expect(leaks.unreleased.isEmpty)
    }
}

/// Counts to three, one pushed screen per step, answering each step at once.
struct AutoFlow: Flow {
    var initialState: Int { 0 }
    func nextStep(_ state: Int) -> FlowNext<Int, Int> { state == 3 ? .finish(3) : .step(state) }
}

@MainActor struct AutoPerformer: FlowPerformer {
    func perform(_ step: Int, in context: FlowStepContext<AutoFlow>) async throws {
        try context.push(Bank.account(step))
        context.advance(to: step + 1)
    }
}
