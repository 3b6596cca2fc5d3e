import Testing
@_spi(HostAuthoring) import WaypointNavigation

/// The reader with the platforms' alert, dialog and size-class callbacks.
@Suite @MainActor struct AlertAndWidthReadingTests {
    private let withAlert = NavigationState(root: stack(1), modals: [Modal(.sheet, stack(2)), Modal(.alert, .screen(alertScreen(3)))])
    private let belowAlert = HostSnapshot(root: .stack([Screen.ID(1)]), presented: [.stack([Screen.ID(2)])])

    @Test func uikitCallsTheActionsHandlerAfterTheAlertWentAwayAndThatIsTheUsersChoice() {
        var reader = HostReader(shown: withAlert)
        #expect(reader.read(.alertActionChosen(1, alert: Screen.ID(3)), in: belowAlert) == .gesture(.alertAction(1, level: 2)))
        #expect(reader.shown == NavigationState(root: stack(1), modals: [Modal(.sheet, stack(2))]))
        #expect(reader.read(.alertActionChosen(0, alert: Screen.ID(3)), in: belowAlert) == .unchanged)
    }

    @Test func swiftUIRunsTheButtonsActionThenSetsThePresentationToFalseWhichThenChangesNothing() {
        var reader = HostReader(shown: withAlert)
        let showing = HostSnapshot(showing: withAlert)
        #expect(reader.read(.alertActionChosen(0, alert: Screen.ID(3)), in: showing) == .gesture(.alertAction(0, level: 2)))
        #expect(reader.read(.sheetDidDismiss, in: HostSnapshot(showing: withAlert).dismissing(level: 2)) == .unchanged)
    }

    @Test func aDialogTheSystemDismissedWithoutAChoiceIsReadAsAlertDismissed() {
        var reader = HostReader(shown: withAlert)
        #expect(reader.read(.sheetDidDismiss, in: belowAlert) == .gesture(.alertDismissed(level: 2)))
    }

    @Test func anActionSheetTappedAwayIsReadOnceWhetherUIKitCallsTheCancelHandlerBeforeOrAfterDidDismiss() {
        let dialog = NavigationState(root: stack(1), modals: [Modal(.confirmationDialog, .screen(alertScreen(3)))])
        let gone = HostSnapshot(root: .stack([Screen.ID(1)]))
        var handlerFirst = HostReader(shown: dialog)
        #expect(handlerFirst.read(.alertActionChosen(1, alert: Screen.ID(3)), in: gone) == .gesture(.alertAction(1, level: 1)))
        #expect(handlerFirst.read(.sheetDidDismiss, in: gone) == .unchanged)
        var dismissalFirst = HostReader(shown: dialog)
        #expect(dismissalFirst.read(.sheetDidDismiss, in: gone) == .gesture(.alertDismissed(level: 1)))
        #expect(dismissalFirst.read(.alertActionChosen(1, alert: Screen.ID(3)), in: gone) == .unchanged)
        #expect(handlerFirst.shown == dismissalFirst.shown)
    }

    @Test func aHandlerOfAnAlertTheHostDoesNotShowIsNothing() {
        var reader = HostReader(shown: NavigationState(root: stack(1)))
        #expect(reader.read(.alertActionChosen(0, alert: Screen.ID(3)), in: HostSnapshot(root: .stack([Screen.ID(1)]))) == .unchanged)
    }

    @Test func aTraitChangeToAnotherWidthIsAWidthChangeAndTheSameWidthIsNothing() {
        var reader = HostReader(shown: NavigationState(root: stack(1), modals: [Modal(.popover, stack(2))]))
        let snapshot = HostSnapshot(showing: reader.shown)
        #expect(reader.read(.widthChanged(.compact), in: snapshot) == .unchanged)
        #expect(reader.presentedStyle(presentedAt: 1, in: snapshot, width: reader.shown.width) == .sheet)
        #expect(reader.read(.widthChanged(.regular), in: snapshot) == .gesture(.widthChanged(.regular)))
        #expect(reader.presentedStyle(presentedAt: 1, in: snapshot, width: reader.shown.width) == .popover)
        #expect(reader.presentedStyle(presentedAt: 0, in: snapshot, width: .regular) == nil)
    }

    @Test func anAlertAnsweredOnThePlatformReachesTheFlowThatAsked() async throws {
        let host = PlatformScript()
        let navigator = Navigator(host: host, state: NavigationState(root: stack(1)))
        await navigator.settle()
        let task = Task { try await navigator.presentAlert(blockQuestion, owner: "cards.block") }
        while navigator.state.modals.isEmpty { await Task.yield() }
        await navigator.settle()
        guard case .screen(let alert)? = navigator.state.modals.last?.content else {
            Issue.record("no alert screen")
            return
        }
        host.platform = HostSnapshot(root: .stack([Screen.ID(1)]))
        host.deliver(.alertActionChosen(0, alert: alert.id))
        #expect(try await task.value == .action(0))
        #expect(navigator.state == NavigationState(root: stack(1)))
    }
}
