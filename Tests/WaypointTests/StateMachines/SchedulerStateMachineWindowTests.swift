import Testing

@testable import Waypoint

private func id(_ raw: UInt64) -> RoutingSession.ID { RoutingSession.ID(raw) }

@Suite struct SchedulerStateMachineWindowTests {
    @Test func requestsBeforeAnyWindowWaitAndTheFirstWindowPlacesThemInArrivalOrder() {
        var scheduler = SchedulerStateMachine(queuesBeforeNavigator: true)
        let r1 = scheduler.requested(id(1), placement: .active, canOpen: false)
        #expect(r1 == .queuedUntilNavigator)
        let r2 = scheduler.requested(id(2), placement: .kind("support"), canOpen: false)
        #expect(r2 == .queuedUntilNavigator)
        let r3 = scheduler.requested(id(3), placement: .kind("main"), canOpen: false)
        #expect(r3 == .queuedUntilNavigator)
        let r4 = scheduler.sceneRegistered("w1", kind: "main")
        #expect(r4 == [id(1), id(2), id(3)])
        #expect(scheduler.scene(of: id(1)) == "w1" && scheduler.scene(of: id(3)) == "w1")
        #expect(scheduler.needsPlacement(id(2)), "a kind the first window is not is decided again")
        let r5 = scheduler.requested(id(2), placement: .kind("support"), canOpen: false)
        #expect(r5 == .failNoScene(
            "it needs a support window and the hub has no scene opener to open one"))
    }

    @Test func withoutQueueingARequestBeforeAnyWindowFails() {
        var scheduler = SchedulerStateMachine(queuesBeforeNavigator: false)
        let r6 = scheduler.requested(id(1), placement: .active, canOpen: true)
        #expect(r6 == .failNoNavigator)
    }

    @Test func theActiveWindowIsTheOneRegisteredOrActivatedLast() {
        var scheduler = SchedulerStateMachine(queuesBeforeNavigator: true)
        _ = scheduler.sceneRegistered("a", kind: "main")
        _ = scheduler.sceneRegistered("b", kind: "main")
        #expect(scheduler.activeScene == "b")
        let r7 = scheduler.activate("a")
        #expect(r7)
        let r8 = scheduler.activate("nope")
        #expect(!r8, "an unknown window cannot become active")
        let r9 = scheduler.requested(id(1), placement: .active, canOpen: false)
        #expect(r9 == .resolve)
        #expect(scheduler.scene(of: id(1)) == "a")
        #expect(scheduler.openScenes == ["a", "b"])
    }

    @Test func aPinnedKindGoesToTheMostRecentlyActiveWindowOfThatKind() {
        var scheduler = SchedulerStateMachine(queuesBeforeNavigator: true)
        _ = scheduler.sceneRegistered("s1", kind: "support")
        _ = scheduler.sceneRegistered("s2", kind: "support")
        _ = scheduler.sceneRegistered("m", kind: "main")
        scheduler.activate("s1")
        scheduler.activate("m")
        let r10 = scheduler.requested(id(1), placement: .kind("support"), canOpen: false)
        #expect(r10 == .resolve)
        #expect(scheduler.scene(of: id(1)) == "s1")
    }

    @Test func aMissingKindAsksForAWindowAndTheWindowOfThatKindTakesTheRequest() {
        var scheduler = SchedulerStateMachine(queuesBeforeNavigator: true)
        _ = scheduler.sceneRegistered("m", kind: "main")
        let r11 = scheduler.requested(id(1), placement: .kind("support"), canOpen: true)
        #expect(r11 == .openScene("support"))
        let r12 = scheduler.sceneRegistered("m2", kind: "main")
        #expect(r12 == [], "a window of another kind takes nothing")
        let r13 = scheduler.sceneRegistered("s", kind: "support")
        #expect(r13 == [id(1)])
        #expect(scheduler.scene(of: id(1)) == "s")
        let r14 = scheduler.requested(id(1), placement: .kind("support"), canOpen: true)
        #expect(r14 == .resolve)
    }

    @Test func eachNewWindowRequestTakesOneNewWindow() {
        var scheduler = SchedulerStateMachine(queuesBeforeNavigator: true)
        _ = scheduler.sceneRegistered("m", kind: "main")
        let r15 = scheduler.requested(id(1), placement: .newWindow("doc"), canOpen: true)
        #expect(r15 == .openScene("doc"))
        let r16 = scheduler.requested(id(2), placement: .newWindow("doc"), canOpen: true)
        #expect(r16 == .openScene("doc"))
        let r17 = scheduler.sceneRegistered("d1", kind: "doc")
        #expect(r17 == [id(1)])
        let r18 = scheduler.sceneRegistered("d2", kind: "doc")
        #expect(r18 == [id(2)])
        let r19 = scheduler.requested(id(3), placement: .newWindow("doc"), canOpen: true)
        #expect(r19 == .openScene("doc"),
            "a new window even though one of the kind is open")
    }

    @Test func aNamedWindowThatIsNotOpenFails() {
        var scheduler = SchedulerStateMachine(queuesBeforeNavigator: true)
        _ = scheduler.sceneRegistered("m", kind: "main")
        let r20 = scheduler.requested(id(1), placement: .scene("gone"), canOpen: true)
        #expect(r20 == .failNoScene("window gone is not open"))
        let r21 = scheduler.requested(id(2), placement: .scene("m"), canOpen: true)
        #expect(r21 == .resolve)
    }

    @Test func aRefusedOpeningReturnsOnlyTheRequestsWaitingForThatKind() {
        var scheduler = SchedulerStateMachine(queuesBeforeNavigator: true)
        _ = scheduler.sceneRegistered("m", kind: "main")
        _ = scheduler.requested(id(1), placement: .kind("support"), canOpen: true)
        _ = scheduler.requested(id(2), placement: .newWindow("doc"), canOpen: true)
        _ = scheduler.requested(id(3), placement: .newWindow("support"), canOpen: true)
        let r22 = scheduler.openingFailed("support")
        #expect(r22 == [id(1), id(3)])
        let r23 = scheduler.openingFailed("support")
        #expect(r23 == [])
        let r24 = scheduler.sceneRegistered("d", kind: "doc")
        #expect(r24 == [id(2)])
    }

    @Test func closingAWindowReturnsItsRequestsAndTheWindowActiveBeforeTakesOver() {
        var scheduler = SchedulerStateMachine(queuesBeforeNavigator: true)
        _ = scheduler.sceneRegistered("a", kind: "main")
        _ = scheduler.sceneRegistered("b", kind: "main")
        _ = scheduler.sceneRegistered("c", kind: "main")
        scheduler.activate("a")
        scheduler.activate("b")
        _ = scheduler.requested(id(1), placement: .active, canOpen: false)
        _ = scheduler.requested(id(2), placement: .scene("c"), canOpen: false)
        _ = scheduler.requested(id(3), placement: .active, canOpen: false)
        let r25 = scheduler.sceneClosed("b")
        #expect(r25 == [id(1), id(3)])
        #expect(scheduler.activeScene == "a")
        #expect(scheduler.openScenes == ["a", "c"])
        let r26 = scheduler.requested(id(1), placement: .active, canOpen: false)
        #expect(r26 == .failNoScene("its window b was closed"))
        let r27 = scheduler.sessionEnded(id(1))
        #expect(r27.scene == "b")
        #expect(scheduler.scene(of: id(1)) == nil)
    }

    @Test func preparingFlowsQueueRequestsOfTheirOwnWindowOnly() {
        var scheduler = SchedulerStateMachine(queuesBeforeNavigator: true)
        _ = scheduler.sceneRegistered("a", kind: "main")
        _ = scheduler.sceneRegistered("b", kind: "main")
        _ = scheduler.requested(id(1), placement: .scene("a"), canOpen: false)
        scheduler.flowLaunched(id(1))
        _ = scheduler.requested(id(2), placement: .scene("a"), canOpen: false)
        _ = scheduler.requested(id(3), placement: .scene("b"), canOpen: false)
        let r28 = scheduler.proceeding(id(2), overlap: .queue, dequeued: false)
        #expect(r28 == .queue)
        let r29 = scheduler.proceeding(id(3), overlap: .queue, dequeued: false)
        #expect(r29 == .launch(superseding: [], cancelExpiry: false))
        #expect(scheduler.flowStarted(id(1)) == "a")  // requests wait behind it there
        let r30 = scheduler.beginDraining("a")
        #expect(r30)
        let r31 = scheduler.nextQueued("b")
        #expect(r31 == nil)
        let r32 = scheduler.nextQueued("a")
        #expect(r32 == id(2))
        scheduler.endDraining("a")
    }

    @Test func locksBelongToOneWindowAndMayBeTakenBeforeItOpens() {
        var scheduler = SchedulerStateMachine(queuesBeforeNavigator: true)
        scheduler.locked(1, reason: "paying", in: .main)
        _ = scheduler.sceneRegistered(.main, kind: .main)
        _ = scheduler.sceneRegistered("b", kind: "main")
        scheduler.locked(2, reason: "signing", in: "b")
        #expect(scheduler.isLocked(.main) && scheduler.lockReasons(in: .main) == ["paying"])
        #expect(scheduler.lockReasons(in: "b") == ["signing"])
        let r33 = scheduler.unlocked(2)
        #expect(r33 == "b")
        let r34 = scheduler.unlocked(2)
        #expect(r34 == nil, "released twice")
        #expect(!scheduler.isLocked("b") && scheduler.isLocked(.main))
        _ = scheduler.sceneClosed(.main)
        let r35 = scheduler.unlocked(1)
        #expect(r35 == nil, "a closed window's locks went with it")
    }

    @Test func aConditionHoldingInOneWindowResumesOnlyThatWindowsParkedRequests() {
        var scheduler = SchedulerStateMachine(queuesBeforeNavigator: true)
        _ = scheduler.sceneRegistered("a", kind: "main")
        _ = scheduler.sceneRegistered("b", kind: "main")
        _ = scheduler.requested(id(1), placement: .scene("a"), canOpen: false)
        _ = scheduler.requested(id(2), placement: .scene("b"), canOpen: false)
        _ = scheduler.parkRequested(id(1), link: "x", until: .authenticated, startsRun: false, afterRun: nil, busy: false)
        _ = scheduler.parkRequested(id(2), link: "x", until: .authenticated, startsRun: false, afterRun: nil, busy: false)
        #expect(scheduler.isParked(id(1)) && scheduler.parkingCondition(of: id(2)) == .authenticated)
        let r36 = scheduler.conditionHolds(.authenticated, in: "b")
        #expect(r36 == [id(2)])
        let r37 = scheduler.conditionHolds(.authenticated, in: nil)
        #expect(r37 == [id(1)])
    }

    @Test func aConditionRunShowsInTheWindowOfTheRequestThatStartedIt() {
        var scheduler = SchedulerStateMachine(queuesBeforeNavigator: true)
        _ = scheduler.sceneRegistered("a", kind: "main")
        _ = scheduler.sceneRegistered("b", kind: "main")
        _ = scheduler.requested(id(1), placement: .scene("a"), canOpen: false)
        let parking = scheduler.parkRequested(id(1), link: "x", until: .authenticated, startsRun: true, afterRun: nil, busy: false)
        #expect(parking == .park(superseding: [], startExpiry: true, startRun: true, resumeUnlocked: false))
        scheduler.conditionRunStarted(.authenticated, run: id(2), for: id(1))
        #expect(scheduler.scene(of: id(2)) == "a")
        let ended = scheduler.sessionEnded(id(2))
        #expect(ended.scene == "a" && ended.condition == .authenticated)
    }

    @Test func atMostTheMaximumWaitForTheFirstWindowAndTheOldestLeavesFirst() {
        var scheduler = SchedulerStateMachine(queuesBeforeNavigator: true, maximumBeforeNavigator: 2)
        #expect(scheduler.requested(id(1), placement: .active, canOpen: false) == .queuedUntilNavigator)
        #expect(scheduler.requested(id(2), placement: .kind("support"), canOpen: false) == .queuedUntilNavigator)
        #expect(scheduler.requested(id(3), placement: .active, canOpen: false) == .queuedUntilNavigatorRefusingOldest(id(1)))
        #expect(!scheduler.isWaitingForNavigator(id(1)))
        #expect(scheduler.isWaitingForNavigator(id(2)) && scheduler.isWaitingForNavigator(id(3)))
        #expect(scheduler.sceneRegistered("w1", kind: "main") == [id(2), id(3)])
        #expect(!scheduler.isWaitingForNavigator(id(3)), "placed once the window opened")
    }

    @Test func aMaximumBelowOneStillLetsOneRequestWait() {
        var scheduler = SchedulerStateMachine(queuesBeforeNavigator: true, maximumBeforeNavigator: 0)
        #expect(scheduler.requested(id(1), placement: .active, canOpen: false) == .queuedUntilNavigator)
        #expect(scheduler.requested(id(2), placement: .active, canOpen: false) == .queuedUntilNavigatorRefusingOldest(id(1)))
    }
}
