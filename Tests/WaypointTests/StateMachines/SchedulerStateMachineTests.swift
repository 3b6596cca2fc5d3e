import Testing

@testable import Waypoint

private func id(_ raw: UInt64) -> RoutingSessionID { RoutingSessionID(raw) }

@Suite struct SchedulerStateMachineTests {
    private func ready() -> SchedulerStateMachine {
        var machine = SchedulerStateMachine(queuesBeforeNavigator: true)
        _ = machine.navigatorRegistered()
        return machine
    }

    @Test func requestsBeforeANavigatorWaitForItAndAreHandedBackInOrder() {
        var machine = SchedulerStateMachine(queuesBeforeNavigator: true)
        #expect(machine.requested(id(1)) == .queuedUntilNavigator)
        #expect(machine.requested(id(2)) == .queuedUntilNavigator)
        #expect(machine.requested(id(3)) == .queuedUntilNavigator)
        _ = machine.sessionEnded(id(2))
        #expect(machine.navigatorRegistered() == [id(1), id(3)])
        #expect(machine.navigatorRegistered() == [], "a second navigator finds nobody waiting")
        #expect(machine.requested(id(4)) == .resolve)
    }

    @Test func withoutQueueingARequestBeforeANavigatorFails() {
        var machine = SchedulerStateMachine(queuesBeforeNavigator: false)
        #expect(machine.requested(id(1)) == .failNoNavigator)
        #expect(machine.navigatorRegistered() == [])
    }

    @Test func aRequestLaunchesAtOnceWhenNothingPrepares() {
        var machine = ready()
        #expect(machine.proceeding(id(1), overlap: .queue, dequeued: false) == .launch(superseding: [], cancelExpiry: false))
    }

    @Test func aRequestWaitsBehindAPreparingFlowAndStartsWhenItStarted() {
        var machine = ready()
        machine.flowLaunched(id(1))
        #expect(machine.proceeding(id(2), overlap: .queue, dequeued: false) == .queue)
        #expect(machine.proceeding(id(3), overlap: .queue, dequeued: false) == .queue)
        let began = machine.beginDraining()
        #expect(began)
        #expect(machine.nextQueued() == nil, "a flow still prepares")
        let nested = machine.beginDraining()
        #expect(!nested, "drains do not nest")
        machine.endDraining()
        machine.flowStarted(id(1))
        let again = machine.beginDraining()
        #expect(again)
        #expect(machine.nextQueued() == id(2))
        #expect(machine.proceeding(id(2), overlap: .queue, dequeued: true) == .launch(superseding: [], cancelExpiry: false))
        machine.flowLaunched(id(2))
        #expect(machine.nextQueued() == nil)
        machine.endDraining()
    }

    @Test func aDequeuedRequestThatMustWaitAgainKeepsItsPlaceAtTheFront() {
        var machine = ready()
        machine.flowLaunched(id(1))
        _ = machine.proceeding(id(2), overlap: .queue, dequeued: false)
        _ = machine.proceeding(id(3), overlap: .queue, dequeued: false)
        _ = machine.sessionEnded(id(1))
        _ = machine.beginDraining()
        #expect(machine.nextQueued() == id(2))
        machine.flowLaunched(id(9))
        #expect(machine.proceeding(id(2), overlap: .queue, dequeued: true) == .queue)
        _ = machine.sessionEnded(id(9))
        #expect(machine.nextQueued() == id(2))
    }

    @Test func cancelOlderSupersedesPreparingAndQueuedRequestsOldestFirst() {
        var machine = ready()
        machine.flowLaunched(id(3))
        machine.flowLaunched(id(1))
        _ = machine.proceeding(id(2), overlap: .queue, dequeued: false)
        #expect(machine.proceeding(id(4), overlap: .cancelOlder, dequeued: false) == .launch(superseding: [id(1), id(2), id(3)], cancelExpiry: false))
    }

    @Test func parkingStartsOneExpiryAndOneConditionRun() {
        var machine = ready()
        let first = machine.parkRequested(id(1), link: "a", until: .authenticated, startsRun: true, afterRun: nil, busy: false)
        #expect(first == .park(superseding: [], startExpiry: true, startRun: true, resumeUnlocked: false))
        machine.conditionRunStarted(.authenticated, run: id(2))
        let second = machine.parkRequested(id(3), link: "b", until: .authenticated, startsRun: true, afterRun: nil, busy: false)
        #expect(second == .park(superseding: [], startExpiry: true, startRun: false, resumeUnlocked: false))
        #expect(machine.isParked(id(1)) && machine.parkingCondition(of: id(3)) == .authenticated)
    }

    @Test func theSameLinkParkedTwiceSupersedesTheOlder() {
        var machine = ready()
        _ = machine.parkRequested(id(1), link: "a", until: .authenticated, startsRun: false, afterRun: nil, busy: false)
        _ = machine.parkRequested(id(2), link: "a", until: .unlocked, startsRun: false, afterRun: nil, busy: true)
        let again = machine.parkRequested(id(3), link: "a", until: .authenticated, startsRun: false, afterRun: nil, busy: false)
        #expect(again == .park(superseding: [id(1)], startExpiry: true, startRun: false, resumeUnlocked: false))
    }

    @Test func parkingUntilUnlockedOnAFreeScreenResumesAtOnce() {
        var machine = ready()
        let decision = machine.parkRequested(id(1), link: "a", until: .unlocked, startsRun: false, afterRun: nil, busy: false)
        #expect(decision == .park(superseding: [], startExpiry: true, startRun: false, resumeUnlocked: true))
    }

    @Test func aRequestStillUnmetAfterItsConditionRunFails() {
        var machine = ready()
        #expect(machine.parkRequested(id(1), link: "a", until: .authenticated, startsRun: true, afterRun: .authenticated, busy: false) == .fail)
        #expect(!machine.isParked(id(1)))
    }

    @Test func aConditionResumesItsParkedRequestsInOrderAndKeepsTheirExpiry() {
        var machine = ready()
        _ = machine.parkRequested(id(1), link: "a", until: .authenticated, startsRun: false, afterRun: nil, busy: false)
        _ = machine.parkRequested(id(2), link: "b", until: .unlocked, startsRun: false, afterRun: nil, busy: true)
        _ = machine.parkRequested(id(3), link: "c", until: .authenticated, startsRun: false, afterRun: nil, busy: false)
        #expect(machine.conditionHolds(.authenticated) == [id(1), id(3)])
        #expect(machine.conditionHolds(.authenticated) == [])
        #expect(!machine.isParked(id(1)) && machine.isParked(id(2)))
        let again = machine.parkRequested(id(1), link: "a", until: .authenticated, startsRun: false, afterRun: nil, busy: false)
        #expect(again == .park(superseding: [], startExpiry: false, startRun: false, resumeUnlocked: false))
        #expect(machine.proceeding(id(3), overlap: .queue, dequeued: false) == .launch(superseding: [], cancelExpiry: true))
    }

    @Test func theEndOfAConditionRunNamesTheConditionToResume() {
        var machine = ready()
        machine.conditionRunStarted(.authenticated, run: id(5))
        #expect(machine.sessionEnded(id(4)) == nil)
        #expect(machine.sessionEnded(id(5)) == .authenticated)
        #expect(machine.sessionEnded(id(5)) == nil)
    }

    @Test func anEndedRequestLeavesEveryQueue() {
        var machine = ready()
        machine.flowLaunched(id(1))
        _ = machine.proceeding(id(2), overlap: .queue, dequeued: false)
        _ = machine.parkRequested(id(3), link: "c", until: .authenticated, startsRun: false, afterRun: nil, busy: false)
        for ended in [id(1), id(2), id(3)] { _ = machine.sessionEnded(ended) }
        #expect(!machine.isParked(id(3)) && machine.parkingCondition(of: id(3)) == nil)
        _ = machine.beginDraining()
        #expect(machine.nextQueued() == nil)
        #expect(machine.proceeding(id(4), overlap: .queue, dequeued: false) == .launch(superseding: [], cancelExpiry: false))
    }

    @Test func locksAreHeldUntilEachIsReleasedOnce() {
        var machine = ready()
        machine.locked(2, reason: "second")
        machine.locked(1, reason: "first")
        #expect(machine.isLocked && machine.lockReasons == ["first", "second"])
        let first = machine.unlocked(1)
        let twice = machine.unlocked(1)
        let second = machine.unlocked(2)
        #expect(first && !twice && second && !machine.isLocked)
    }

    @Test func withoutANavigatorNothingDrains() {
        var machine = SchedulerStateMachine(queuesBeforeNavigator: true)
        let began = machine.beginDraining()
        #expect(!began)
        machine.endDraining()
        #expect(machine.requested(id(1)) == .queuedUntilNavigator)
    }
}
