import Testing
@_spi(HostAuthoring) import WaypointNavigation

let blockQuestion = AlertContent(
    "Block card?", message: "You can unblock it later.",
    actions: [AlertAction("Block", role: .destructive), AlertAction("Keep", role: .cancel)])

func alertScreen(_ id: UInt64, _ content: AlertContent = blockQuestion, owner: FlowID = .app) -> Screen {
    Screen(id: Screen.ID(id), destination: content, owner: owner)
}

/// Alerts and confirmation dialogs as modal levels: UIKit's rules, the user's answer, the system's dismissal.
@Suite @MainActor struct AlertTests {
    /// Asks on a task and returns once the alert is in the navigator's state.
    private func ask(
        _ navigator: Navigator, style: Modal.Style = .alert, owner: FlowID = .app
    ) async -> Task<AlertContent.Answer, any Error> {
        let task = Task { try await navigator.presentAlert(blockQuestion, style: style, owner: owner) }
        while !(navigator.state.modals.last?.style.isAlert ?? false) { await Task.yield() }
        await navigator.settle()
        return task
    }

    private let withAlert = NavigationState(root: stack(1), modals: [Modal(.alert, .screen(alertScreen(2)))])

    @Test func nothingIsPresentedAboveAnAlertByACommandAHostStepOrATargetState() {
        let sheet = Modal(.sheet, stack(3))
        let command = #expect(throws: NavigationError.self) { try withAlert.applying(.present(sheet)) }
        #expect(command?.kind == .presentedAboveAlert)
        #expect(command?.description == "`present(sheet, a stack of 1 screen)`: expected nothing presented above the alert at level 1, found a new sheet level")
        let step = #expect(throws: NavigationError.self) { try withAlert.performing(.present(sheet, fromLevel: 1)) }
        #expect(step?.kind == .presentedAboveAlert)
        var target = withAlert
        target.modals.append(sheet)
        #expect(throws: NavigationError.self) { try target.validate() }
        let another = Modal(.confirmationDialog, .screen(alertScreen(4)))
        #expect((try? withAlert.applying(.present(another))) == nil)
    }

    @Test func anAlertWithoutActionsWithTwoCancelsOrWithoutAnAlertScreenIsMalformed() {
        let root = NavigationState(root: stack(1))
        let none = Modal(.alert, .screen(alertScreen(2, AlertContent("Empty", actions: []))))
        let twoCancels = Modal(.alert, .screen(alertScreen(2, AlertContent("Two", actions: [AlertAction("A", role: .cancel), AlertAction("B", role: .cancel)]))))
        let notAnAlert = Modal(.confirmationDialog, stack(2))
        for modal in [none, twoCancels, notAnAlert] {
            let error = #expect(throws: NavigationError.self) { try root.applying(.present(modal)) }
            #expect(error?.kind == .malformedAlert)
        }
        let error = #expect(throws: NavigationError.self) { try root.applying(.present(twoCancels)) }
        #expect(error?.description == "`present(alert, a single screen #2)`: expected at least one action and at most one cancel action in #2, found 2 cancel actions")
    }

    @Test func anAlertPrintsItsTitleAndActionsOnItsLevel() {
        #expect(withAlert.description == """
            root: stack
              #1 detail(1)  owner: app
            level 1, alert: screen #2 alert("Block card?": Block | Keep)  owner: app
            """)
    }

    @Test func theUserPicksAnActionOrTheSystemDismissesTheAlertAndItsLevelGoes() throws {
        #expect(try withAlert.performing(.alertAction(1, level: 1)) == NavigationState(root: stack(1)))
        #expect(try withAlert.performing(.alertDismissed(level: 1)) == NavigationState(root: stack(1)))
        #expect(throws: NavigationError.self) { try withAlert.performing(.alertAction(2, level: 1)) }
        #expect(throws: NavigationError.self) { try withAlert.performing(.swipeDown(level: 1)) }
        let sheet = NavigationState(root: stack(1), modals: [Modal(.sheet, stack(2))])
        let error = #expect(throws: NavigationError.self) { try sheet.performing(.alertDismissed(level: 1)) }
        #expect(error?.description == "`alertDismissed(level: 1)`: expected an alert or a confirmation dialog on the top-most level 1, found a sheet level")
    }

    @Test func presentAlertReturnsTheActionTheUserPickedAndReleasesTheAlertsOwner() async throws {
        let host = InMemoryHost()
        let navigator = Navigator(host: host, state: NavigationState(root: stack(1)))
        var finished: [FlowID] = []
        let subscription = navigator.onChange { finished += $0.finishedOwners.sorted() }
        let answer = await ask(navigator, owner: "cards.block")
        #expect(host.shown.modals.map(\.style) == [.alert])
        try host.chooseAlertAction(0)
        #expect(try await answer.value == .action(0))
        #expect(navigator.state == NavigationState(root: stack(1)))
        #expect(finished == ["cards.block"])
        subscription.cancel()
    }

    @Test func aConfirmationDialogDismissedByTheSystemAnswersDismissed() async throws {
        let host = InMemoryHost()
        let navigator = Navigator(host: host, state: NavigationState(root: stack(1)))
        let answer = await ask(navigator, style: .confirmationDialog)
        try host.dismissAlertBySystem()
        #expect(try await answer.value == .dismissed)
        #expect(host.shown == NavigationState(root: stack(1)))
    }

    @Test func cancellingTheAskingTaskDismissesTheAlertAndAnswersDismissed() async throws {
        let host = InMemoryHost()
        let navigator = Navigator(host: host, state: NavigationState(root: stack(1)))
        let task = Task { try await navigator.presentAlert(blockQuestion) }
        while navigator.state.modals.isEmpty { await Task.yield() }
        task.cancel()
        #expect(try await task.value == .dismissed)
        await navigator.settle()
        #expect(host.shown == NavigationState(root: stack(1)))
    }

    @Test func anAlertAboveAnotherIsRefusedWithATypedErrorAndTheFirstStaysUp() async throws {
        let navigator = Navigator(host: InMemoryHost(), state: withAlert)
        await navigator.settle()
        let error = await #expect(throws: NavigationError.self) { try await navigator.presentAlert(blockQuestion) }
        #expect(error?.kind == .presentedAboveAlert)
        #expect(navigator.state == withAlert)
        let sheet = await #expect(throws: NavigationError.self) { try await navigator.presentAlert(blockQuestion, style: .sheet) }
        #expect(sheet?.kind == .malformedAlert)
    }

    @Test func anAlertRemovedByAnotherChangeAnswersDismissed() async throws {
        let host = InMemoryHost()
        let navigator = Navigator(host: host, state: NavigationState(root: stack(1)))
        let answer = await ask(navigator)
        try navigator.execute(.dismiss)
        #expect(try await answer.value == .dismissed)
    }
}
