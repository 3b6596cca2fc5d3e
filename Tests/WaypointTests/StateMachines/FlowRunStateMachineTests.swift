import Testing

@testable import Waypoint

/// A step as the machine sees it: the state it was asked in and whether its top screen shows.
private final class Step {
    let state: Int
    var top: Bool?
    init(_ state: Int, top: Bool? = true) {
        self.state = state
        self.top = top
    }
}

private typealias Machine = FlowRunStateMachine<Int, String, Step>

extension Machine.Action {
    fileprivate var performed: Step? {
        if case .perform(let step) = self { return step }
        return nil
    }
    fileprivate var emitted: Int? {
        if case .emit(let state) = self { return state }
        return nil
    }
    fileprivate var finished: String? {
        if case .finish(let result) = self { return result }
        return nil
    }
    fileprivate var isNone: Bool {
        if case .none = self { return true }
        return false
    }
}

private func enter(_ machine: inout Machine, _ state: Int, _ step: Step) -> Machine.Action {
    machine.entered(state, next: .step(step), topShown: \.top)
}

private func left(_ machine: inout Machine) -> Machine.Action {
    machine.screensLeft(topShown: \.top, stateOf: \.state)
}

@Suite struct FlowRunStateMachineTests {
    @Test func enteringAStateAsksItsStepAndMakesItCurrent() {
        var machine = Machine(initialState: 0)
        #expect(machine.current == nil && machine.flowState == 0)
        let first = Step(0)
        #expect(enter(&machine, 0, first).performed === first)
        #expect(machine.current === first && machine.keptSteps == 1)
    }

    @Test func enteringAFinalStateFinishesAndEndsTheRun() {
        var machine = Machine(initialState: 0)
        _ = enter(&machine, 0, Step(0))
        #expect(machine.entered(5, next: .finish("done"), topShown: \.top).finished == "done")
        #expect(machine.flowState == 5 && machine.current == nil && machine.keptSteps == 0)
    }

    @Test func onlyTheCurrentStepMayAnswerAndOnlyOnce() {
        var machine = Machine(initialState: 0)
        let first = Step(0)
        _ = enter(&machine, 0, first)
        #expect(machine.answered(Step(0), with: 1).isNone)
        #expect(machine.answered(first, with: 1).emitted == 1)
        #expect(machine.current == nil)
        #expect(machine.answered(first, with: 2).isNone, "a double tap")
    }

    @Test func stepsWhoseScreensLeftAreForgottenWhenTheNextStepIsEntered() {
        var machine = Machine(initialState: 0)
        var steps: [Step] = []
        for state in 0..<1_000 {
            steps.last?.top = state.isMultiple(of: 10) ? true : false
            let step = Step(state)
            steps.append(step)
            _ = enter(&machine, state, step)
            _ = machine.answered(step, with: state + 1)
        }
        #expect(machine.keptSteps == 100, "only the steps still on display are kept")
    }

    @Test func losingTheCurrentScreenGoesBackToTheNewestStepStillShown() {
        var machine = Machine(initialState: 0)
        let (first, second, third) = (Step(0), Step(1), Step(2))
        for (state, step) in [first, second, third].enumerated() {
            _ = enter(&machine, state, step)
            if step !== third { _ = machine.answered(step, with: state + 1) }
        }
        #expect(left(&machine).isNone, "the current step still shows its screen")
        third.top = false
        second.top = false
        #expect(left(&machine).emitted == 0)
        #expect(machine.current === first && machine.flowState == 0 && machine.keptSteps == 1)
    }

    @Test func aCurrentStepThatShowedNothingYetIsNotLeft() {
        var machine = Machine(initialState: 0)
        _ = enter(&machine, 0, Step(0, top: nil))
        #expect(left(&machine).isNone)
        #expect(machine.current != nil)
    }

    @Test func whenNoEarlierStepIsShownNoStepIsCurrent() {
        var machine = Machine(initialState: 0)
        let only = Step(0)
        _ = enter(&machine, 0, only)
        only.top = false
        #expect(left(&machine).isNone)
        #expect(machine.current == nil && machine.keptSteps == 0)
        #expect(machine.answered(only, with: 1).isNone)
    }

    @Test func screensLeavingBetweenStepsChangeNothing() {
        var machine = Machine(initialState: 0)
        let first = Step(0)
        _ = enter(&machine, 0, first)
        _ = machine.answered(first, with: 1)
        first.top = false
        #expect(left(&machine).isNone)
        #expect(machine.keptSteps == 1)
    }

    @Test func anEndedRunIgnoresEveryInput() {
        var machine = Machine(initialState: 0)
        let first = Step(0)
        _ = enter(&machine, 0, first)
        #expect(machine.ended().isNone)
        #expect(machine.keptSteps == 0 && machine.current == nil)
        #expect(machine.ended().isNone)
        #expect(enter(&machine, 1, Step(1)).isNone)
        #expect(machine.entered(1, next: .finish("late"), topShown: \.top).isNone)
        #expect(machine.answered(first, with: 1).isNone)
        #expect(left(&machine).isNone)
        #expect(machine.flowState == 0)
    }

    @Test func endingBetweenStepsForgetsTheTrail() {
        var machine = Machine(initialState: 0)
        let first = Step(0)
        _ = enter(&machine, 0, first)
        _ = machine.answered(first, with: 1)
        #expect(machine.ended().isNone)
        #expect(machine.keptSteps == 0)
    }
}
