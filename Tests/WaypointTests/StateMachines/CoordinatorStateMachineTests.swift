import Testing

@_spi(Inspection) @testable import Waypoint

private typealias Machine = CoordinatorStateMachine

extension Machine.Action {
    fileprivate var name: String {
        switch self {
        case .none: "none"
        case .prepare: "prepare"
        case .publish(.started): "publish started"
        case .publish(.given): "publish given"
        case .end(let ending, let dismissing): "end \(ending.label)\(dismissing ? " dismissing" : "")"
        }
    }
}

extension Machine.Ending {
    fileprivate var label: String {
        switch self {
        case .given: "given"
        case .cancelled: "cancelled"
        case .failed(let error): "failed \(error.kind)"
        case .finishedUnchanged: "finished unchanged"
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
        #expect(machine.phase == .idle && !machine.isActive && !machine.isEnded)
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

    @Test func aStartThatOpenedALinkAlreadyOnScreenFinishesWithoutShowingAnything() {
        var machine = preparing()
        #expect(machine.startReturned(failure: nil, holds: false, alreadyShown: true).name == "end finished unchanged")
        #expect(machine.isEnded)
    }

    @Test func aStartReturningAfterTheFlowEndedChangesNothing() {
        var machine = preparing()
        _ = machine.stop(dismissing: true)
        #expect(machine.startReturned(failure: Broken(), holds: false).name == "none")
        #expect(machine.phase == .ended)
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
        #expect(machine.produced().name == "publish given")
        _ = machine.stop(dismissing: true)
        #expect(machine.produced().name == "none")
    }

    @Test func theFirstTerminalEventWins() {
        var machine = running()
        #expect(machine.stop(dismissing: true).name == "end given dismissing")
        #expect(machine.stop(dismissing: true).name == "none")
        #expect(machine.holdingsChanged(holds: false).name == "none")
        #expect(machine.isEnded && !machine.isActive)
    }

    @Test func anIdleOrPreparingFlowCanBeStopped() {
        var idle = Machine(id: "pay")
        #expect(idle.stop(dismissing: true).name == "end given dismissing")
        var machine = preparing()
        #expect(machine.stop(dismissing: false).name == "end given")
        #expect(machine.startReturned(failure: nil, holds: true).name == "none")
        #expect(machine.showedScreens().name == "none")
    }
}
