import Testing

@testable import Waypoint

private typealias Machine = CoordinatorStateMachine<String, Int>

extension Machine.Action {
    fileprivate var name: String {
        switch self {
        case .none: "none"
        case .prepare: "prepare"
        case .publish(let event): "publish \(event.label)"
        case .end(let event, let dismissing): "end \(event.label)\(dismissing ? " dismissing" : "")"
        }
    }
}

extension FlowEvent<String, Int> {
    fileprivate var label: String {
        switch self {
        case .started: "started"
        case .produced(let value): "produced \(value)"
        case .finished(let result): "finished \(result)"
        case .failed(let error): "failed \(error.kind)"
        case .cancelled: "cancelled"
        }
    }
}

private struct Broken: Error {}

@Suite struct CoordinatorStateMachineTests {
    private func preparing() -> Machine {
        var machine = Machine(id: "pay")
        _ = machine.launch(idTaken: false)
        return machine
    }

    private func running() -> Machine {
        var machine = preparing()
        _ = machine.startReturned(failure: nil, holds: true)
        return machine
    }

    @Test func aNewFlowIsIdleAndMayNotNavigate() {
        let machine = Machine(id: "pay")
        #expect(machine.phase == .idle && !machine.isActive && machine.terminal == nil)
    }

    @Test func launchingPreparesOnce() {
        var machine = Machine(id: "pay")
        #expect(machine.launch(idTaken: false).name == "prepare")
        #expect(machine.phase == .preparing && machine.isActive)
        #expect(machine.launch(idTaken: false).name == "none")
    }

    @Test func launchingWithATakenIDEndsAtOnceWithoutPreparing() {
        var machine = Machine(id: "pay")
        #expect(machine.launch(idTaken: true).name == "end failed duplicateID")
        #expect(machine.phase == .ended)
        #expect(machine.launch(idTaken: false).name == "none")
    }

    @Test func theFirstScreenAnnouncesTheStartOnceEvenWhilePreparing() {
        var machine = preparing()
        #expect(machine.showedScreens().name == "publish started")
        #expect(machine.showedScreens().name == "none")
        #expect(machine.startReturned(failure: nil, holds: true).name == "none")
        #expect(machine.phase == .running)
        #expect(machine.showedScreens().name == "none")
    }

    @Test func aStartThatReturnsWithOnlyChildrenAnnouncesTheStart() {
        var machine = preparing()
        #expect(machine.startReturned(failure: nil, holds: true).name == "publish started")
        #expect(machine.phase == .running)
    }

    @Test func aStartThatThrowsFailsAndDismisses() {
        var machine = preparing()
        #expect(machine.startReturned(failure: Broken(), holds: true).name == "end failed failed dismissing")
        #expect(machine.phase == .ended)
    }

    @Test func aStartThatShowedNothingFails() {
        var machine = preparing()
        #expect(machine.startReturned(failure: nil, holds: false).name == "end failed showedNothing")
    }

    @Test func aStartWhoseScreensTheUserClosedMeanwhileEndsCancelled() {
        var machine = preparing()
        _ = machine.showedScreens()
        #expect(machine.startReturned(failure: nil, holds: false).name == "end cancelled")
    }

    @Test func aReturnedStartOutsidePreparationIsIgnored() {
        var idle = Machine(id: "pay")
        #expect(idle.startReturned(failure: nil, holds: true).name == "none")
        var machine = running()
        #expect(machine.startReturned(failure: Broken(), holds: false).name == "none")
        #expect(machine.phase == .running)
    }

    @Test func aRunningFlowThatHoldsNothingEndsCancelled() {
        var machine = running()
        #expect(machine.holdingsChanged(holds: true).name == "none")
        #expect(machine.holdingsChanged(holds: false).name == "end cancelled")
        #expect(machine.holdingsChanged(holds: false).name == "none")
    }

    @Test func holdingsDoNotMatterBeforeTheFlowRuns() {
        var idle = Machine(id: "pay")
        #expect(idle.holdingsChanged(holds: false).name == "none")
        var machine = preparing()
        #expect(machine.holdingsChanged(holds: false).name == "none")
        #expect(machine.phase == .preparing)
    }

    @Test func valuesArePublishedUntilTheEnd() {
        var machine = running()
        #expect(machine.produced("a").name == "publish produced a")
        _ = machine.stop(.finished(1), dismissing: true)
        #expect(machine.produced("b").name == "none")
    }

    @Test func theFirstTerminalEventWins() {
        var machine = running()
        #expect(machine.stop(.finished(1), dismissing: true).name == "end finished 1 dismissing")
        #expect(machine.stop(.cancelled, dismissing: true).name == "none")
        #expect(machine.terminal?.label == "finished 1")
        #expect(!machine.isActive)
    }

    @Test func anIdleOrPreparingFlowCanBeStopped() {
        var idle = Machine(id: "pay")
        #expect(idle.stop(.cancelled, dismissing: true).name == "end cancelled dismissing")
        var machine = preparing()
        #expect(machine.stop(.cancelled, dismissing: false).name == "end cancelled")
        #expect(machine.startReturned(failure: nil, holds: true).name == "none")
        #expect(machine.showedScreens().name == "none")
    }
}
