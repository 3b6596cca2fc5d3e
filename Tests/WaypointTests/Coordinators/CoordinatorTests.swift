import Testing
@_spi(Inspection) import Waypoint
import WaypointTesting

@Suite @MainActor struct CoordinatorTests {
    @Test func aChildReturnsItsTypedResultAndIsReleasedWithItsScreens() async throws {
        let (navigator, _) = makeBankNavigator()
        let home = await startedHome(navigator)
        var pay: PayCoordinator? = PayCoordinator(navigator: navigator)
        let leaks = LeakCheck(navigator: navigator)
        leaks.track(pay!)
        let outputs = pay!.events
        try await home.launch(pay!)
        #expect(navigator.state.destinationsByLevel == [bankLevel(.home, .payments, .pay)])
        #expect(home.children.map(\.id) == [pay!.id])
        pay!.confirm(25)
        #expect(await pay!.ended().finishedValue == 25)
        pay = nil
        #expect(navigator.state.destinationsByLevel == [bankLevel(.home)])
        #expect(home.children.isEmpty)
        #expect(leaks.unreleased.isEmpty)
        var seen: [String] = []
        for await event in outputs { seen.append(event.traceName) }
        #expect(seen == ["started", "produced(confirmed 25)", "finished(25)"])
    }

    @Test func aCoordinatorReleasedBeforeItEndsTellsItsStreamsItWasCancelled() async {
        let (navigator, _) = makeBankNavigator()
        var pay: PayCoordinator? = PayCoordinator(navigator: navigator)
        let events = pay!.events
        let others = pay!.events
        pay = nil
        var seen: [String] = []
        for await event in events { seen.append(event.traceName) }
        for await event in others { seen.append("other \(event.traceName)") }
        #expect(seen == ["cancelled", "other cancelled"])
    }

    @Test func runAwaitsTheChildsResult() async throws {
        let (navigator, _) = makeBankNavigator()
        let home = await startedHome(navigator)
        let pay = PayCoordinator(navigator: navigator)
        let started = pay.events
        let result = Task { try await home.run(pay) }
        for await event in started where event.traceName == "started" { break }
        pay.confirm(40)
        #expect(try await result.value == 40)
    }

    @Test func theBackButtonEndsTheCoordinatorAsCancelledAndReleasesIt() async throws {
        let (navigator, host) = makeBankNavigator()
        let home = await startedHome(navigator)
        var account: AccountCoordinator? = AccountCoordinator(navigator: navigator, accountID: 42)
        let leaks = LeakCheck(navigator: navigator)
        leaks.track(account!)
        try await home.launch(account!)
        try host.popInteractively()
        #expect(account!.phase == .ended)
        #expect(await account!.ended().traceName == "cancelled")
        account = nil
        #expect(leaks.unreleased.isEmpty)
        #expect(home.children.isEmpty)
        #expect(home.phase == .running)
    }

    @Test func swipingASheetDownResolvesTheAwaitedChildAsCancelled() async throws {
        let (navigator, host) = makeBankNavigator()
        let home = await startedHome(navigator)
        let leaks = LeakCheck(navigator: navigator)
        var transfer: TransferCoordinator? = TransferCoordinator(navigator: navigator)
        leaks.track(transfer!)
        let started = transfer!.events
        let result = Task { [transfer] in try await home.run(transfer!) }
        for await event in started where event.traceName == "started" { break }
        try transfer!.enter(5)
        transfer = nil
        try host.swipeDown()
        await #expect(throws: FlowError.self) { try await result.value }
        do {
            _ = try await result.value
        } catch let error as FlowError {
            #expect(error.isCancelled)
        }
        #expect(leaks.unreleased.isEmpty)
        #expect(navigator.state.modals.isEmpty)
    }

    @Test func finishingAParentDismissesAndReleasesItsChildren() async throws {
        let (navigator, _) = makeBankNavigator()
        let home = await startedHome(navigator)
        let leaks = LeakCheck(navigator: navigator)
        let transfer = TransferCoordinator(navigator: navigator)
        leaks.track(transfer)
        try await home.launch(transfer)
        var inner: PayCoordinator? = PayCoordinator(navigator: navigator)
        leaks.track(inner!)
        try await transfer.launch(inner!)
        inner = nil
        #expect(navigator.state.destinationsByLevel == [bankLevel(.home), bankLevel(.transfer, .payments, .pay)])
        transfer.confirm()
        #expect(navigator.state.destinationsByLevel == [bankLevel(.home)])
        #expect(await transfer.ended().traceName == "finished(0)")
        #expect(leaks.unreleased == ["\(transfer.id) (owner \(transfer.id)) is still alive"])
    }

    @Test func aDeepLinkThatReplacesACoordinatorsScreensEndsIt() async throws {
        let (navigator, _) = makeBankNavigator()
        let home = await startedHome(navigator)
        let leaks = LeakCheck(navigator: navigator)
        var accounts: ScriptedCoordinator? = ScriptedCoordinator(navigator: navigator) { flow in
            try flow.push(Bank.accounts)
            try flow.push(Bank.account(7))
        }
        leaks.track(accounts!)
        try await home.launch(accounts!)
        let resolution = try #require(navigator.open(DeepLink(Bank.pay)))
        #expect(resolution.removed.count == 2)
        #expect(accounts!.phase == .ended)
        accounts = nil
        #expect(leaks.unreleased.isEmpty)
        #expect(navigator.state.destinationsByLevel == [bankLevel(.home, .payments, .pay)])
    }

    @Test func aCoordinatorKeepsLivingWhileALinkKeepsOneOfItsScreens() async throws {
        let (navigator, _) = makeBankNavigator()
        let home = await startedHome(navigator)
        let accounts = ScriptedCoordinator(navigator: navigator) { flow in
            try flow.push(Bank.accounts)
            try flow.push(Bank.account(7))
        }
        try await home.launch(accounts)
        #expect(navigator.open(DeepLink(Bank.account(42))) != nil)
        #expect(accounts.phase == .running)
        #expect(navigator.state.screens.map(\.owner) == [home.id, accounts.id, .app])
    }

    @Test func cancellingTheAwaitingTaskCancelsTheChildAndDismissesItsScreens() async throws {
        let (navigator, _) = makeBankNavigator()
        let home = await startedHome(navigator)
        let pay = PayCoordinator(navigator: navigator)
        let started = pay.events
        let result = Task { try await home.run(pay) }
        for await event in started where event.traceName == "started" { break }
        result.cancel()
        await #expect(throws: FlowError.self) { try await result.value }
        #expect(pay.phase == .ended)
        #expect(navigator.state.destinationsByLevel == [bankLevel(.home)])
    }

    @Test func cancelDismissesTheWholeSubtreeInOneChange() async throws {
        let (navigator, _) = makeBankNavigator()
        let home = await startedHome(navigator)
        let pending = PendingPaymentsCoordinator(navigator: navigator)
        try await home.launch(pending)
        let transfer = TransferCoordinator(navigator: navigator)
        try await pending.launch(transfer)
        var changes = 0
        let subscription = navigator.onChange { _ in changes += 1 }
        pending.cancel()
        #expect(changes == 1)
        #expect(transfer.phase == .ended && pending.phase == .ended)
        #expect(navigator.state.destinationsByLevel == [bankLevel(.home)])
        subscription.cancel()
    }

    @Test func startThatThrowsFailsTheFlowAndDismissesWhatItShowed() async throws {
        struct Offline: Error {}
        let (navigator, _) = makeBankNavigator()
        let home = await startedHome(navigator)
        let flow = ScriptedCoordinator(navigator: navigator) { flow in
            try flow.push(Bank.accounts)
            throw Offline()
        }
        await #expect(throws: FlowError.self) { try await home.run(flow) }
        #expect(await flow.ended().traceName == "failed(failed)")
        #expect(navigator.state.destinationsByLevel == [bankLevel(.home)])
    }

    @Test func aStartThatShowsNothingIsATypedFailure() async throws {
        let (navigator, _) = makeBankNavigator()
        let home = await startedHome(navigator)
        let flow = ScriptedCoordinator(navigator: navigator) { _ in }
        do {
            _ = try await home.run(flow)
            Issue.record("expected a failure")
        } catch {
            #expect(error.kind == .showedNothing)
            #expect(error.description.contains("without showing a screen"))
        }
    }

    @Test func aCoordinatorIsAliveWhilePreparingEvenWithoutScreens() async throws {
        let (navigator, _) = makeBankNavigator()
        let home = await startedHome(navigator)
        let gate = StartGate()
        let flow = ScriptedCoordinator(navigator: navigator) { flow in
            await gate.wait()
            try flow.push(Bank.accounts)
        }
        let launched = Task { try await home.launch(flow) }
        await Task.yield()
        #expect(flow.phase == .preparing)
        gate.open()
        try await launched.value
        #expect(flow.phase == .running)
        #expect(flow.ownsScreens)
    }

    @Test func startedIsPublishedAsSoonAsTheFirstScreenIsShownEvenWhilePreparing() async throws {
        let (navigator, _) = makeBankNavigator()
        let home = await startedHome(navigator)
        let gate = StartGate()
        let flow = ScriptedCoordinator(navigator: navigator) { flow in
            try flow.push(Bank.accounts)
            flow.emit(1)
            await gate.wait()
        }
        var events = flow.events.makeAsyncIterator()
        let launched = Task { try await home.launch(flow) }
        #expect(await events.next()?.traceName == "started")
        #expect(await events.next()?.traceName == "produced(1)")
        #expect(flow.phase == .preparing)
        gate.open()
        try await launched.value
        flow.finish("done")
        #expect(await events.next()?.traceName == "finished(done)")
        #expect(await events.next() == nil)
    }

    @Test func cancellingWhilePreparingEndsTheFlowAndItsLateCommandsAreRefused() async throws {
        let (navigator, _) = makeBankNavigator()
        let home = await startedHome(navigator)
        let gate = StartGate()
        var late: FlowError?
        let flow = ScriptedCoordinator(navigator: navigator) { flow in
            await gate.wait()
            do throws(FlowError) { try flow.push(Bank.accounts) } catch { late = error }
        }
        let launched = Task { try await home.launch(flow) }
        await Task.yield()
        flow.cancel()
        gate.open()
        try await launched.value
        #expect(late?.kind == .ended)
        #expect(navigator.state.destinationsByLevel == [bankLevel(.home)])
        #expect(await flow.ended().traceName == "cancelled")
    }

    @Test func aChildCannotBeStartedTwice() async throws {
        let (navigator, _) = makeBankNavigator()
        let home = await startedHome(navigator)
        let account = AccountCoordinator(navigator: navigator, accountID: 1)
        try await home.launch(account)
        await #expect(throws: FlowError.self) { try await home.launch(account) }
    }

    @Test func anEndedCoordinatorRefusesCommandsWithATypedError() async throws {
        let (navigator, _) = makeBankNavigator()
        let home = await startedHome(navigator)
        let account = AccountCoordinator(navigator: navigator, accountID: 1)
        try await home.launch(account)
        account.cancel()
        #expect(throws: FlowError.self) { try account.push(Bank.pay) }
        account.finish(())
        #expect(await account.ended().traceName == "cancelled")
    }

    @Test func aRefusedCommandIsANavigationError() async throws {
        let (navigator, _) = makeBankNavigator()
        let home = await startedHome(navigator)
        do {
            try home.pop()
            Issue.record("expected popAtRoot")
        } catch {
            #expect(error.kind == .navigation)
            #expect(error.navigationError?.kind == .popAtRoot)
        }
    }

    @Test func onEventTellsTheSameEventsAsTheStreamSynchronouslyAndTheEndToALateObserver() async throws {
        let (navigator, _) = makeBankNavigator()
        let home = await startedHome(navigator)
        let pay = PayCoordinator(navigator: navigator)
        var heard: [String] = []
        let watching = pay.onEvent { event in heard.append(event.traceName) }
        let stream = pay.events
        try await home.launch(pay)
        #expect(heard == ["started"])
        pay.confirm(3)
        #expect(heard == ["started", "produced(confirmed 3)", "finished(3)"])
        var streamed: [String] = []
        for await event in stream { streamed.append(event.traceName) }
        #expect(streamed == heard)
        var late: [String] = []
        let lateWatching = pay.onEvent { event in late.append(event.traceName) }
        #expect(late == ["finished(3)"])
        _ = (watching, lateWatching)
    }

    @Test func aCancelledObservationHearsNothingMore() async throws {
        let (navigator, _) = makeBankNavigator()
        let home = await startedHome(navigator)
        let pay = PayCoordinator(navigator: navigator)
        var heard: [String] = []
        let watching = pay.onEvent { event in heard.append(event.traceName) }
        try await home.launch(pay)
        watching.cancel()
        pay.confirm(3)
        #expect(heard == ["started"])
    }

    @Test func routerHelpersShowScreensOwnedByTheCoordinator() async throws {
        let (navigator, _) = makeBankNavigator()
        let home = await startedHome(navigator)
        let flow = ScriptedCoordinator(navigator: navigator) { flow in
            try flow.present(Bank.transfer, style: .fullScreen)
            try flow.setStack([Bank.payments, Bank.pay])
            try flow.push(Bank.pendingPayments)
            try flow.pop()
            try flow.popToRoot()
        }
        try await home.launch(flow)
        #expect(navigator.state.destinationsByLevel == [bankLevel(.home), bankLevel(.payments)])
        #expect(navigator.state.screens(ownedBy: flow.id).count == 1)
        try flow.dismiss()
        #expect(flow.phase == .ended)
        try home.setRoot(Bank.accounts)
        #expect(navigator.state.destinationsByLevel == [bankLevel(.accounts)])
    }

    @Test func aCoordinatorOpensADeepLinkAsItsOwnScreens() async throws {
        let (navigator, _) = makeBankNavigator()
        let home = await startedHome(navigator)
        let flow = ScriptedCoordinator(navigator: navigator) { flow in try flow.push(Bank.accounts) }
        try await home.launch(flow)
        let resolution = try flow.open(DeepLink(Bank.pendingPayments))
        #expect(resolution.built.allSatisfy { $0.owner == flow.id })
        #expect(flow.phase == .running)
        flow.cancel()
        #expect(throws: FlowError.self) { try flow.open(DeepLink(Bank.pay)) }
        #expect(navigator.state.destinationsByLevel == [bankLevel(.home)])
    }
}

/// A one-shot gate that suspends until opened.
@MainActor final class StartGate {
    private var isOpen = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    func wait() async {
        if isOpen { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    func open() {
        isOpen = true
        for waiter in waiters { waiter.resume() }
        waiters = []
    }
}

extension FlowEvent {
    var traceName: String {
        switch self {
        case .started: "started"
        case .produced(let output): "produced(\(output))"
        case .finished(let result): "finished(\(result))"
        case .failed(let error): "failed(\(error.kind))"
        case .cancelled: "cancelled"
        }
    }

    var finishedValue: Success? {
        if case .finished(let result) = self { return result }
        return nil
    }
}
