import Testing

@testable import Waypoint

private func id(_ raw: UInt64) -> RoutingSession.ID { RoutingSession.ID(raw) }

/// Queues, parking, condition runs and locks inside one window. The window tests
/// (`SchedulerStateMachineWindowTests`) cover placing requests in windows.
@Suite struct SchedulerStateMachineTests {
    /// A machine with one open window, `w`, where the requests `ids` arrived (they resolve).
    private func ready(_ ids: UInt64...) -> SchedulerStateMachine {
        var machine = SchedulerStateMachine(queuesBeforeNavigator: true)
        _ = machine.sceneRegistered("w", kind: .main)
        for raw in ids { _ = machine.requested(id(raw), placement: .active, canOpen: false) }
        return machine
    }

    /// `raw` proceeds and its flow is launched.
    private func launch(_ raw: UInt64, in machine: inout SchedulerStateMachine) {
        #expect(machine.proceeding(id(raw), overlap: .queue, dequeued: false) == .launch(superseding: [], cancelExpiry: false))
        machine.flowLaunched(id(raw))
    }

    @Test func requestsBeforeANavigatorWaitForItAndAreHandedBackInOrder() {
        var machine = SchedulerStateMachine(queuesBeforeNavigator: true)
        #expect(machine.requested(id(1), placement: .active, canOpen: false) == .queuedUntilNavigator)
        #expect(machine.requested(id(2), placement: .active, canOpen: false) == .queuedUntilNavigator)
        #expect(machine.requested(id(3), placement: .active, canOpen: false) == .queuedUntilNavigator)
        _ = machine.sessionEnded(id(2))
        #expect(machine.sceneRegistered("w", kind: .main) == [id(1), id(3)])
        #expect(machine.sceneRegistered("v", kind: .main) == [], "a second navigator finds nobody waiting")
        #expect(machine.requested(id(4), placement: .active, canOpen: false) == .resolve)
    }

    @Test func withoutQueueingARequestBeforeANavigatorFails() {
        var machine = SchedulerStateMachine(queuesBeforeNavigator: false)
        #expect(machine.requested(id(1), placement: .active, canOpen: false) == .failNoNavigator)
        #expect(machine.sceneRegistered("w", kind: .main) == [])
    }

    @Test func aRequestLaunchesAtOnceWhenNothingPrepares() {
        var machine = ready(1)
        #expect(machine.proceeding(id(1), overlap: .queue, dequeued: false) == .launch(superseding: [], cancelExpiry: false))
    }

    @Test func aRequestWaitsBehindAPreparingFlowAndStartsWhenItStarted() {
        var machine = ready(1, 2, 3)
        launch(1, in: &machine)
        #expect(machine.proceeding(id(2), overlap: .queue, dequeued: false) == .queue)
        #expect(machine.proceeding(id(3), overlap: .queue, dequeued: false) == .queue)
        let began = machine.beginDraining("w")
        #expect(began)
        #expect(machine.nextQueued("w") == nil, "a flow still prepares")
        let nested = machine.beginDraining("w")
        #expect(!nested, "drains do not nest")
        machine.endDraining("w")
        #expect(machine.flowStarted(id(1)) == "w", "requests wait behind it there")
        let again = machine.beginDraining("w")
        #expect(again)
        #expect(machine.nextQueued("w") == id(2))
        #expect(machine.requested(id(2), placement: .active, canOpen: false) == .resolve)
        #expect(machine.proceeding(id(2), overlap: .queue, dequeued: true) == .launch(superseding: [], cancelExpiry: false))
        machine.flowLaunched(id(2))
        #expect(machine.nextQueued("w") == nil)
        machine.endDraining("w")
        #expect(machine.flowStarted(id(2)) == "w", "3 still waits")
    }

    @Test func aDequeuedRequestThatMustWaitAgainKeepsItsPlaceAtTheFront() {
        var machine = ready(1, 2, 9, 3)
        launch(1, in: &machine)
        _ = machine.proceeding(id(2), overlap: .queue, dequeued: false)
        _ = machine.sessionEnded(id(1))
        _ = machine.beginDraining("w")
        #expect(machine.nextQueued("w") == id(2))
        launch(9, in: &machine)  // a request of the same window launches meanwhile
        #expect(machine.proceeding(id(3), overlap: .queue, dequeued: false) == .queue)
        #expect(machine.proceeding(id(2), overlap: .queue, dequeued: true) == .queue)
        _ = machine.sessionEnded(id(9))
        #expect(machine.nextQueued("w") == id(2), "before 3, which queued after it")
    }

    @Test func cancelOlderSupersedesPreparingAndQueuedRequestsOldestFirst() {
        var machine = ready(3, 1, 2, 4)
        launch(3, in: &machine)
        _ = machine.proceeding(id(2), overlap: .queue, dequeued: false)
        _ = machine.proceeding(id(1), overlap: .queue, dequeued: false)
        #expect(machine.proceeding(id(4), overlap: .cancelOlder, dequeued: false) == .launch(superseding: [id(1), id(2), id(3)], cancelExpiry: false))
    }

    @Test func parkingStartsOneExpiryAndOneConditionRun() {
        var machine = ready(1, 3)
        let first = machine.parkRequested(id(1), link: "a", until: .authenticated, startsRun: true, afterRun: nil, busy: false)
        #expect(first == .park(superseding: [], startExpiry: true, startRun: true, resumeUnlocked: false))
        machine.conditionRunStarted(.authenticated, run: id(2), for: id(1))
        #expect(machine.scene(of: id(2)) == "w", "the run shows where the request parked")
        let second = machine.parkRequested(id(3), link: "b", until: .authenticated, startsRun: true, afterRun: nil, busy: false)
        #expect(second == .park(superseding: [], startExpiry: true, startRun: false, resumeUnlocked: false))
        #expect(machine.isParked(id(1)) && machine.parkingCondition(of: id(3)) == .authenticated)
    }

    @Test func theSameLinkParkedTwiceSupersedesTheOlder() {
        var machine = ready(1, 2, 3)
        _ = machine.parkRequested(id(1), link: "a", until: .authenticated, startsRun: false, afterRun: nil, busy: false)
        _ = machine.parkRequested(id(2), link: "a", until: .unlocked, startsRun: false, afterRun: nil, busy: true)
        let again = machine.parkRequested(id(3), link: "a", until: .authenticated, startsRun: false, afterRun: nil, busy: false)
        #expect(again == .park(superseding: [id(1)], startExpiry: true, startRun: false, resumeUnlocked: false))
    }

    @Test func parkingUntilUnlockedOnAFreeScreenResumesAtOnce() {
        var machine = ready(1)
        let decision = machine.parkRequested(id(1), link: "a", until: .unlocked, startsRun: false, afterRun: nil, busy: false)
        #expect(decision == .park(superseding: [], startExpiry: true, startRun: false, resumeUnlocked: true))
    }

    @Test func aRequestStillUnmetAfterItsConditionRunFails() {
        var machine = ready(1)
        #expect(machine.parkRequested(id(1), link: "a", until: .authenticated, startsRun: true, afterRun: .authenticated, busy: false) == .fail)
        #expect(!machine.isParked(id(1)))
    }

    @Test func aConditionResumesItsParkedRequestsInOrderAndKeepsTheirExpiry() {
        var machine = ready(1, 2, 3)
        _ = machine.parkRequested(id(1), link: "a", until: .authenticated, startsRun: false, afterRun: nil, busy: false)
        _ = machine.parkRequested(id(2), link: "b", until: .unlocked, startsRun: false, afterRun: nil, busy: true)
        _ = machine.parkRequested(id(3), link: "c", until: .authenticated, startsRun: false, afterRun: nil, busy: false)
        #expect(machine.conditionHolds(.authenticated, in: "w") == [id(1), id(3)])
        #expect(machine.conditionHolds(.authenticated, in: "w") == [])
        #expect(!machine.isParked(id(1)) && machine.isParked(id(2)))
        #expect(machine.parkingCondition(of: id(1)) == .authenticated, "its expiry still runs")
        #expect(machine.requested(id(1), placement: .active, canOpen: false) == .resolve)
        let again = machine.parkRequested(id(1), link: "a", until: .authenticated, startsRun: false, afterRun: nil, busy: false)
        #expect(again == .park(superseding: [], startExpiry: false, startRun: false, resumeUnlocked: false))
        #expect(machine.requested(id(3), placement: .active, canOpen: false) == .resolve)
        #expect(machine.proceeding(id(3), overlap: .queue, dequeued: false) == .launch(superseding: [], cancelExpiry: true))
    }

    @Test func theEndOfAConditionRunNamesTheConditionToResume() {
        var machine = ready(1, 4)
        _ = machine.parkRequested(id(1), link: "a", until: .authenticated, startsRun: true, afterRun: nil, busy: false)
        machine.conditionRunStarted(.authenticated, run: id(5), for: id(1))
        #expect(machine.sessionEnded(id(4)).condition == nil)
        #expect(machine.sessionEnded(id(5)) == ("w", .authenticated))
        #expect(machine.sessionEnded(id(5)) == (nil, nil), "a request the machine no longer keeps changes nothing")
    }

    @Test func aRunStartedForARequestThatEndedMeanwhileRunsForNoOne() {
        var machine = ready(1)
        _ = machine.parkRequested(id(1), link: "a", until: .authenticated, startsRun: true, afterRun: nil, busy: false)
        _ = machine.sessionEnded(id(1))
        machine.conditionRunStarted(.authenticated, run: id(2), for: id(1))
        #expect(machine.needsPlacement(id(2)))
        #expect(machine.requested(id(2), placement: .active, canOpen: false) == .resolve)
        #expect(machine.sessionEnded(id(2)) == ("w", nil))
    }

    @Test func anEndedRequestLeavesEveryQueue() {
        var machine = ready(1, 2, 3, 4)
        launch(1, in: &machine)
        _ = machine.proceeding(id(2), overlap: .queue, dequeued: false)
        _ = machine.parkRequested(id(3), link: "c", until: .authenticated, startsRun: false, afterRun: nil, busy: false)
        for ended in [id(1), id(2), id(3)] { _ = machine.sessionEnded(ended) }
        #expect(!machine.isParked(id(3)) && machine.parkingCondition(of: id(3)) == nil)
        _ = machine.beginDraining("w")
        #expect(machine.nextQueued("w") == nil)
        #expect(machine.proceeding(id(4), overlap: .queue, dequeued: false) == .launch(superseding: [], cancelExpiry: false))
    }

    @Test func locksAreHeldUntilEachIsReleasedOnce() {
        var machine = ready()
        machine.locked(2, reason: "second", in: "w")
        machine.locked(1, reason: "first", in: "w")
        #expect(machine.isLocked("w") && machine.lockReasons(in: "w") == ["first", "second"])
        let first = machine.unlocked(1)
        let twice = machine.unlocked(1)
        let second = machine.unlocked(2)
        #expect(first == "w" && twice == nil && second == "w" && !machine.isLocked("w"))
    }

    @Test func withoutANavigatorNothingDrains() {
        var machine = SchedulerStateMachine(queuesBeforeNavigator: true)
        let began = machine.beginDraining("w")
        #expect(!began)
        machine.endDraining("w")
        #expect(machine.requested(id(1), placement: .active, canOpen: false) == .queuedUntilNavigator)
    }
}
