import Foundation
import Testing
@_spi(Inspection) import Waypoint
@_spi(HostAuthoring) import WaypointNavigation

@Suite @MainActor struct FlowRestorationTests {
    /// Home with a transfer child mid-flow: the sheet shows the amount and the confirmation.
    private func savedMidTransfer() async throws -> (data: Data, state: NavigationState) {
        let (navigator, _) = makeBankNavigator()
        let home = RestorableHome(navigator: navigator, id: "home")
        await home.launch()
        let transfer = try await home.startTransfer()
        try transfer.enter(25)
        await navigator.settle()
        return (try navigator.restorationData(), navigator.state)
    }

    @Test func aHostBuildingRestoredScreensFindsTheFlowsOwningThemWhileItShowsThem() async throws {
        let saved = try await savedMidTransfer()
        let host = OwnerReadingHost()
        let restored = Navigator(host: host)
        let report = try await bankRestorer().restore(saved.data, into: restored)
        await restored.settle()
        #expect(report.isComplete)
        #expect(host.builtScreens.count == saved.state.screens.count)
        #expect(host.missingOwners.isEmpty, "screens built before their restored owner was known: \(host.missingOwners)")
    }

    @Test func aRestoredChildFinishesAndItsResultReachesTheRestoredParent() async throws {
        let saved = try await savedMidTransfer()
        let (navigator, _, report) = try await relaunch(saved.data)
        #expect(report.isComplete)
        #expect(navigator.state == saved.state)
        let home = try #require(navigator.flow(for: "home") as? RestorableHome)
        let transfer = try #require(navigator.state.topScreen.flatMap { navigator.coordinator(owning: $0, as: RestorableTransfer.self) })
        #expect(home.children.map(\.id) == [transfer.id])
        #expect(transfer.phase == .running)
        transfer.confirm()
        await navigator.settle()
        await drain()
        #expect(home.transfers == ["sent 25"])
        #expect(navigator.state.screens.map(\.destination) == [AnyDestination(Bank.home)])
        #expect(home.children.isEmpty)
    }

    @Test func backAndSwipeDownReachTheRestoredFlows() async throws {
        let saved = try await savedMidTransfer()
        let (navigator, host, _) = try await relaunch(saved.data)
        let home = try #require(navigator.flow(for: "home") as? RestorableHome)
        try host.popInteractively()
        await navigator.settle()
        #expect(navigator.state.topScreen?.destination == AnyDestination(Bank.transfer))
        try host.swipeDown()
        await navigator.settle()
        await drain()
        #expect(home.transfers == ["cancelled"])
        #expect(home.children.isEmpty)
        #expect(home.phase == .running)
    }

    @Test func aFlowRunRestoredMidFlowGoesBackAStepAndFinishesToItsParent() async throws {
        let (navigator, _) = makeBankNavigator()
        let home = RestorableHome(navigator: navigator, id: "home")
        await home.launch()
        let performer = SendPerformer()
        let run = FlowRun(SendFlow(recipient: "ana"), performer: performer, navigator: navigator, id: "send")
        try await home.launch(run)
        performer.choose?(40)
        await run.settle()
        await navigator.settle()
        let data = try navigator.restorationData()

        let restoredPerformer = SendPerformer()
        let (restored, host, report) = try await relaunch(data, restorer: bankRestorer(performer: restoredPerformer))
        #expect(report.isComplete)
        #expect(restored.state == navigator.state)
        let restoredRun = try #require(restored.flow(for: "send") as? FlowRun<SendFlow>)
        let restoredHome = try #require(restored.flow(for: "home") as? RestorableHome)
        #expect(restoredRun.step == .confirm(40))
        #expect(restoredHome.children.map(\.id) == ["send"])
        try host.popInteractively()
        await restored.settle()
        #expect(restoredRun.step == .chooseAmount)
        restoredPerformer.choose?(15)
        await restoredRun.settle()
        await restored.settle()
        #expect(restored.state.topScreen?.destination == AnyDestination(Bank.transferConfirm(amount: 15)))
        var ended: FlowEvent<SendFlow.State, String>?
        Task { ended = await restoredRun.ended() }
        restoredPerformer.confirm?()
        await restoredRun.settle()
        await restored.settle()
        await drain()
        guard case .finished(let result) = ended else { Issue.record("expected the run to finish, got \(String(describing: ended))"); return }
        #expect(result == "sent 15 to ana")
        #expect(restored.state.screens.map(\.destination) == [AnyDestination(Bank.home)])
        #expect(restoredHome.children.isEmpty)
    }

    @Test func aFlowRunWhosePerformerNoLongerShowsTheSavedScreenIsDroppedWithAReport() async throws {
        let (navigator, _) = makeBankNavigator()
        let performer = SendPerformer()
        try navigator.setState(NavigationState(root: bankStack([.home])))
        let run = FlowRun(SendFlow(recipient: "ana"), performer: performer, navigator: navigator, id: "send")
        await run.launch()
        performer.choose?(40)
        await run.settle()
        let data = try navigator.restorationData()

        let changed = SendPerformer()
        changed.confirmDestination = { _ in Bank.pay }
        let (restored, _, report) = try await relaunch(data, restorer: bankRestorer(performer: changed))
        #expect(restored.state.screens.map(\.destination) == [AnyDestination(Bank.home)])
        #expect(report.dropped.count == 2)
        guard case .flowRestoreFailed(let flow, let detail) = report.dropped.first?.reason else {
            Issue.record("expected flowRestoreFailed, got \(report)")
            return
        }
        #expect(flow == "send")
        #expect(detail.contains("the performer showed pay, not the restored screen"))
        #expect(restored.flow(for: "send") == nil)
    }

    @Test func aRestoredRootFlowBecomesTheAppCoordinatorsRootAndStartDoesNothing() async throws {
        let (navigator, _) = makeBankNavigator()
        let app = AppCoordinator(navigator: navigator, state: { .authorized }, factory: HomeFactory())
        await app.launch()
        _ = try await (app.rootFlow as? RestorableHome)?.startTransfer()
        await navigator.settle()
        let data = try navigator.restorationData()
        #expect(try SavedNavigation(saving: navigator).flows.map(\.isAppRoot) == [true, false])

        let host = InMemoryHost()
        let restored = Navigator(host: host)
        let restoredApp = AppCoordinator(navigator: restored, state: { .authorized }, factory: HomeFactory())
        let report = try await bankRestorer().restore(data, into: restored, app: restoredApp)
        await restored.settle()
        let stepsOfTheRestore = host.performedSteps.count
        await restoredApp.launch()
        await restored.settle()
        #expect(report.isComplete)
        #expect(restoredApp.state == .authorized)
        #expect(restoredApp.rootFlow === restored.flow(for: "home"))
        #expect(restored.state == navigator.state)
        #expect(host.performedSteps.count == stepsOfTheRestore)
    }

    @Test func newScreensAfterARestoreNeverReuseARestoredIdentity() async throws {
        let saved = try await savedMidTransfer()
        let (navigator, _, _) = try await relaunch(saved.data)
        let fresh = navigator.makeScreen(Bank.pay)
        #expect(fresh.id > (saved.state.maxScreenID ?? Screen.ID(0)))
    }

    @Test func aRestoredStateIsShownWithoutAnimation() async throws {
        let saved = try await savedMidTransfer()
        let host = InMemoryHost()
        let navigator = Navigator(host: host)
        try await bankRestorer().restore(saved.data, into: navigator)
        await navigator.settle()
        #expect(!host.performedSteps.isEmpty)
        #expect(host.transitions.allSatisfy { !$0.animated })
    }
}

@MainActor private struct HomeFactory: AppCoordinator.Factory {
    func makeRootFlow(for state: AppCoordinator.State, navigator: Navigator) -> any RunningFlow {
        RestorableHome(navigator: navigator, id: "home")
    }
}

/// A host that builds each arriving screen's view with the flow owning it, as `UIKitHost` does
/// for screens registered `ownedBy:` a flow: it records which owners it found.
@MainActor private final class OwnerReadingHost: NavigationHost {
    let inner = InMemoryHost()
    private weak var navigator: Navigator?
    private(set) var missingOwners: [Screen.ID] = []
    private(set) var builtScreens: [Screen.ID] = []
    var onUserGesture: (@MainActor (UserGesture) -> Void)? {
        get { inner.onUserGesture }
        set { inner.onUserGesture = newValue }
    }

    func didAttach(to navigator: Navigator) { self.navigator = navigator }

    func perform(_ step: HostStep, completion: @escaping @MainActor (HostStepOutcome) -> Void) {
        perform(step, animated: true, completion: completion)
    }

    func perform(_ step: HostStep, animated: Bool, completion: @escaping @MainActor (HostStepOutcome) -> Void) {
        let arriving: [Screen] =
            switch step {
            case .setRoot(let container): container?.screens ?? []
            case .present(let modal, _): modal.content.screens
            case .push(let screen, _): [screen]
            default: []
            }
        for screen in arriving where screen.owner != .app {
            builtScreens.append(screen.id)
            if navigator?.flow(owning: screen) == nil { missingOwners.append(screen.id) }
        }
        inner.perform(step, animated: animated, completion: completion)
    }
}
