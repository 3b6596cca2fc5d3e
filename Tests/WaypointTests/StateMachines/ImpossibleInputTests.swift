import Testing

@testable import Waypoint

/// An input a machine can never receive in its state stops the program, with the machine, the
/// state and the input named, instead of being dropped silently. Each test runs the input in a
/// child process and expects that process to stop.
@Suite struct ImpossibleInputTests {
    @Test func theSchedulerStopsWhenAFlowStartsThatWasNeverLaunched() async {
        await #expect(processExitsWith: .failure) {
            var machine = SchedulerStateMachine(queuesBeforeNavigator: true)
            _ = machine.sceneRegistered("w", kind: .main)
            _ = machine.requested(RoutingSession.ID(1), placement: .active, canOpen: false)
            _ = machine.flowStarted(RoutingSession.ID(1))
        }
    }

    @Test func theSchedulerStopsWhenAQueuedRequestIsResolvedWithoutLeavingTheQueue() async {
        await #expect(processExitsWith: .failure) {
            var machine = SchedulerStateMachine(queuesBeforeNavigator: true)
            _ = machine.sceneRegistered("w", kind: .main)
            for raw in 1...2 as ClosedRange<UInt64> {
                _ = machine.requested(RoutingSession.ID(raw), placement: .active, canOpen: false)
            }
            _ = machine.proceeding(RoutingSession.ID(1), overlap: .queue, dequeued: false)
            machine.flowLaunched(RoutingSession.ID(1))
            _ = machine.proceeding(RoutingSession.ID(2), overlap: .queue, dequeued: false)
            _ = machine.requested(RoutingSession.ID(2), placement: .active, canOpen: false)
        }
    }

    @Test func aSessionStopsWhenItsFlowIsLaunchedTwice() async {
        await #expect(processExitsWith: .failure) {
            var machine = SessionStateMachine()
            _ = machine.flowLaunched()
            _ = machine.flowLaunched()
        }
    }

    @Test func aSessionStopsWhenItHearsAFlowItNeverLaunched() async {
        await #expect(processExitsWith: .failure) {
            var machine = SessionStateMachine()
            _ = machine.flow(.started, url: "nuapp://home", source: .inApp, route: nil)
        }
    }

    @Test func aCoordinatorStopsWhenStartReturnsBeforeItLaunched() async {
        await #expect(processExitsWith: .failure) {
            var machine = CoordinatorStateMachine(id: "pay")
            _ = machine.startReturned(failure: nil, holds: true)
        }
    }

    @Test func aCoordinatorStopsWhenStartReturnsTwice() async {
        await #expect(processExitsWith: .failure) {
            var machine = CoordinatorStateMachine(id: "pay")
            _ = machine.launch(idTaken: false)
            _ = machine.startReturned(failure: nil, holds: true)
            _ = machine.startReturned(failure: nil, holds: true)
        }
    }

    @Test func aCoordinatorStopsWhenItShowsAScreenBeforeItLaunched() async {
        await #expect(processExitsWith: .failure) {
            var machine = CoordinatorStateMachine(id: "pay")
            _ = machine.showedScreens()
        }
    }
}
