import Testing
@_spi(HostAuthoring) import WaypointNavigation

/// An embedded host (``HostScope/embeddedStack``) manages one navigation controller the app
/// handed it — one tab of the app's own `UITabBarController` here — and touches nothing else. The
/// snapshot's chain starts at that navigation controller: the app's tab bar and other tabs are
/// never in it.
@Suite struct EmbeddedHostReadingTests {
    private let one = Screen.ID(1), two = Screen.ID(2)

    @Test func theFirstRootFillsTheEmbeddedNavigationControllerAndNeverReplacesTheWindowsRoot() throws {
        var reader = HostReader(scope: .embeddedStack)
        // The app built the tab's navigation controller empty and handed it over.
        let placement = try reader.begin(.setRoot(stack(1)), in: HostSnapshot(root: .stack([])))
        #expect(placement == .embeddedRoot)
        #expect(reader.finish(in: HostSnapshot(root: .stack([one]))) == .completed)
        #expect(reader.shown == NavigationState(root: stack(1)))
    }

    @Test func aRootOfTabsIsRefusedBecauseTheAppKeepsItsOwnTabBar() {
        var reader = HostReader(scope: .embeddedStack)
        let error = #expect(throws: NavigationError.self) {
            try reader.begin(.setRoot(.tabs([stack(1), stack(2)], selected: 0)), in: HostSnapshot(root: .stack([])))
        }
        #expect(error?.kind == .notAStack)
        #expect(reader.stepInFlight == nil)
        #expect(reader.shown == .empty)
    }

    @Test func theAppPushingAndPoppingItsOwnControllerOnTheEmbeddedStackChangesNothing() {
        var reader = HostReader(shown: NavigationState(root: stack(1, 2)), scope: .embeddedStack)
        let address = HostAddress(chainIndex: 0)
        // pushViewController by the app: willShow and didShow of a controller the host did not build.
        let pushed = HostSnapshot(root: .stack([one, two, nil]))
        #expect(reader.read(.willShow(nil, in: address), in: pushed) == .unchanged)
        #expect(reader.read(.didShow(nil, in: address), in: pushed) == .unchanged)
        // The user taps Back on it (or the app pops it): willShow, then didShow of the host's #2.
        let popped = HostSnapshot(root: .stack([one, two]))
        #expect(reader.read(.willShow(two, in: address), in: popped) == .unchanged)
        #expect(reader.read(.didShow(two, in: address), in: popped) == .unchanged)
        #expect(reader.shown == NavigationState(root: stack(1, 2)))
    }

    @Test func theAppCallingPopToRootOnTheEmbeddedStackReadsAsAPopNotAFailure() {
        var reader = HostReader(shown: NavigationState(root: stack(1, 2, 3)), scope: .embeddedStack)
        let address = HostAddress(chainIndex: 0)
        // popToRootViewController(animated:) — the app's code, or a re-tap of the app's tab: one
        // willShow and one didShow of the root, the stack already shorter at didShow.
        let root = HostSnapshot(root: .stack([one]))
        #expect(reader.read(.willShow(one, in: address), in: root) == .unchanged)
        #expect(reader.read(.didShow(one, in: address), in: root) == .gesture(.popTo(one, in: .root)))
        #expect(reader.shown == NavigationState(root: stack(1)))
    }

    @Test func aPushOverAControllerTheAppPushedIsRefusedAndNothingStarts() {
        var reader = HostReader(shown: NavigationState(root: stack(1)), scope: .embeddedStack)
        let appOnTop = HostSnapshot(root: .stack([one, nil]))
        let error = #expect(throws: NavigationError.self) { try reader.begin(.push(screen(2), in: .root), in: appOnTop) }
        #expect(error?.kind == .hostMismatch)
        #expect(reader.stepInFlight == nil)
        // The window host, which owns the whole stack, would push.
        var owner = HostReader(shown: NavigationState(root: stack(1)))
        #expect(throws: Never.self) { try owner.begin(.push(screen(2), in: .root), in: appOnTop) }
    }

    @Test func aPopThatWouldTakeTheAppsOwnControllerIsRefused() {
        var reader = HostReader(shown: NavigationState(root: stack(1, 2)), scope: .embeddedStack)
        let error = #expect(throws: NavigationError.self) {
            try reader.begin(.pop(in: .root), in: HostSnapshot(root: .stack([one, two, nil])))
        }
        #expect(error?.kind == .hostMismatch)
    }

    @Test func aSheetGoesAboveAPresentationTheAppMadeAndItsDismissalLeavesThatPresentationUp() throws {
        var reader = HostReader(shown: NavigationState(root: stack(1)), scope: .embeddedStack)
        // The app presented its own controller above the embedded navigation controller.
        let appPresents = HostSnapshot(root: .stack([one]), presented: [.foreign])
        #expect(try reader.begin(.present(Modal(.sheet, stack(2)), fromLevel: 0), in: appPresents) == .presenter(chainIndex: 1))
        let sheetUp = HostSnapshot(root: .stack([one]), presented: [.foreign, .stack([two])])
        #expect(reader.finish(in: sheetUp) == .completed)
        // The app's controller presents the sheet, so it dismisses only the sheet.
        #expect(try reader.begin(.dismiss(toLevel: 0), in: sheetUp) == .presenter(chainIndex: 1))
        #expect(reader.finish(in: appPresents) == .completed)
        // The window host dismisses from its root level, taking the app's controller along.
        var owner = HostReader(shown: NavigationState(root: stack(1), modals: [Modal(.sheet, stack(2))]))
        #expect(try owner.begin(.dismiss(toLevel: 0), in: sheetUp) == .presenter(chainIndex: 0))
    }

    @Test func aDismissalThatWouldTakeAnAlertTheAppPresentedOnTheHostsSheetIsRefused() {
        let state = NavigationState(root: stack(1), modals: [Modal(.sheet, stack(2))])
        var reader = HostReader(shown: state, scope: .embeddedStack)
        let alertOnSheet = HostSnapshot(root: .stack([one]), presented: [.stack([two]), .foreign])
        let error = #expect(throws: NavigationError.self) { try reader.begin(.dismiss(toLevel: 0), in: alertOnSheet) }
        #expect(error?.kind == .hostMismatch)
        #expect(reader.shown == state)
        #expect(reader.stepInFlight == nil)
    }

    @Test func aNewRootWhileTheAppPresentsAboveTheEmbeddedControllerIsRefusedNotDismissed() throws {
        var reader = HostReader(shown: NavigationState(root: stack(1)), scope: .embeddedStack)
        let appPresents = HostSnapshot(root: .stack([one]), presented: [.foreign])
        let error = #expect(throws: NavigationError.self) { try reader.begin(.setRoot(stack(2)), in: appPresents) }
        #expect(error?.kind == .hostMismatch)
        #expect(reader.stepInFlight == nil)
        // The window host dismisses the app's controller and replaces the window's root.
        var owner = HostReader(shown: NavigationState(root: stack(1)))
        #expect(try owner.begin(.setRoot(stack(2)), in: appPresents) == .window(dismissingPresented: true))
    }

    @Test func theUsersSwipeDownOfTheHostsSheetStillReadsAsASwipeDown() {
        let state = NavigationState(root: stack(1), modals: [Modal(.sheet, stack(2))])
        var reader = HostReader(shown: state, scope: .embeddedStack)
        #expect(reader.read(.sheetDidDismiss, in: HostSnapshot(root: .stack([one]))) == .gesture(.swipeDown(level: 1)))
    }
}
