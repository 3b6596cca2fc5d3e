import Testing
@_spi(HostAuthoring) import WaypointNavigation

/// UIKit's documented call sequences, played on a reader; each test names the sequence.
@Suite struct HostReaderSequenceTests {
    private let root = HostAddress(chainIndex: 0)

    private func reader(showing state: NavigationState) -> HostReader { HostReader(shown: state) }

    @Test func backButtonWillShowThenDidShowWithOneControllerFewerIsAnInteractivePop() {
        var reader = reader(showing: NavigationState(root: stack(1, 2, 3)))
        let after = HostSnapshot(root: .stack([Screen.ID(1), Screen.ID(2)]))
        #expect(reader.read(.willShow(Screen.ID(2), in: root), in: after) == .unchanged)
        #expect(reader.read(.didShow(Screen.ID(2), in: root), in: after) == .gesture(.interactivePop(in: .root)))
        #expect(reader.shown == NavigationState(root: stack(1, 2)))
    }

    @Test func finishedEdgeSwipeWillShowInteractionEndsNotCancelledThenDidShowIsAnInteractivePop() {
        var reader = reader(showing: NavigationState(root: stack(1, 2)))
        let during = HostSnapshot(root: .stack([Screen.ID(1), Screen.ID(2)]))
        let after = HostSnapshot(root: .stack([Screen.ID(1)]))
        #expect(reader.read(.willShow(Screen.ID(1), in: root), in: during) == .unchanged)
        #expect(reader.read(.interactionEnded(cancelled: false, in: root), in: during) == .unchanged)
        #expect(reader.read(.didShow(Screen.ID(1), in: root), in: after) == .gesture(.interactivePop(in: .root)))
    }

    @Test func cancelledEdgeSwipeWillShowThenInteractionCancelledWithoutDidShowChangesNothing() {
        let state = NavigationState(root: stack(1, 2))
        var reader = reader(showing: state)
        let unchanged = HostSnapshot(root: .stack([Screen.ID(1), Screen.ID(2)]))
        #expect(reader.read(.willShow(Screen.ID(1), in: root), in: unchanged) == .unchanged)
        #expect(reader.read(.interactionEnded(cancelled: true, in: root), in: unchanged) == .gesture(.cancelledInteractivePop(in: .root)))
        #expect(reader.shown == state)
        // UIKit may call didShow for the controller that stayed: still nothing.
        #expect(reader.read(.didShow(Screen.ID(2), in: root), in: unchanged) == .unchanged)
    }

    @Test func backButtonMenuPickingTheFirstScreenPopsSeveralInOneTransition() {
        var reader = reader(showing: NavigationState(root: stack(1, 2, 3, 4)))
        let after = HostSnapshot(root: .stack([Screen.ID(1)]))
        #expect(reader.read(.willShow(Screen.ID(1), in: root), in: after) == .unchanged)
        #expect(reader.read(.didShow(Screen.ID(1), in: root), in: after) == .gesture(.popTo(Screen.ID(1), in: .root)))
        #expect(reader.shown == NavigationState(root: stack(1)))
    }

    @Test func reTappingTheSelectedTabWillShowThenDidSelectIsOneTabTapThatPopsAndUIKitsPopReadsAsNothingNew() {
        let tabs = HostAddress(chainIndex: 0)
        let cardsStack = HostAddress(chainIndex: 0, tabs: [1])
        var reader = reader(showing: NavigationState(root: .tabs([stack(1), stack(2, 3, 4)], selected: 1)))
        let after = HostSnapshot(root: .tabs([.stack([Screen.ID(1)]), .stack([Screen.ID(2)])], selected: 1))
        #expect(reader.allowsTabSelection(1, at: tabs, in: after))
        #expect(reader.read(.willShow(Screen.ID(2), in: cardsStack), in: after) == .unchanged)
        #expect(reader.read(.tabSelected(1, in: tabs), in: after) == .gesture(.tabTap(1, in: .root)))
        #expect(reader.shown.root == .tabs([stack(1), stack(2)], selected: 1))
        #expect(reader.read(.didShow(Screen.ID(2), in: cardsStack), in: after) == .unchanged)
    }

    @Test func reTappingTheSelectedTabWhenUIKitShowsThePopBeforeDidSelectIsOnePopAndTheTapChangesNothingMore() {
        let tabs = HostAddress(chainIndex: 0)
        let cardsStack = HostAddress(chainIndex: 0, tabs: [1])
        var reader = reader(showing: NavigationState(root: .tabs([stack(1), stack(2, 3, 4)], selected: 1)))
        let after = HostSnapshot(root: .tabs([.stack([Screen.ID(1)]), .stack([Screen.ID(2)])], selected: 1))
        let reading = reader.read(.didShow(Screen.ID(2), in: cardsStack), in: after)
        #expect(reading == .gesture(.popTo(Screen.ID(2), in: ContainerPath(level: 0, tabs: [1]))))
        #expect(reader.read(.tabSelected(1, in: tabs), in: after) == .unchanged)
        #expect(reader.shown.root == .tabs([stack(1), stack(2)], selected: 1))
    }

    @Test func reTappingASelectedTabThatKeepsItsStackIsRefusedAtShouldSelectSoUIKitDoesNotPop() {
        let tabs = HostAddress(chainIndex: 0)
        let form = Container.stack([Screen(id: Screen.ID(2), destination: TabSection.transfer), screen(3)])
        var reader = reader(showing: NavigationState(root: .tabs([.stack([Screen(id: Screen.ID(1), destination: TabSection.home)]), form], selected: 1)))
        let snapshot = HostSnapshot(showing: reader.shown)
        #expect(!reader.allowsTabSelection(1, at: tabs, in: snapshot))
        #expect(reader.allowsTabSelection(0, at: tabs, in: snapshot))
        #expect(reader.read(.tabSelected(1, in: tabs), in: snapshot) == .unchanged)
    }

    @Test func tappingAnotherTabShouldSelectThenDidSelectIsATabTap() {
        var reader = reader(showing: NavigationState(root: .tabs([stack(1), stack(2)], selected: 0)))
        #expect(reader.allowsTabSelection)
        let after = HostSnapshot(root: .tabs([.stack([Screen.ID(1)]), .stack([Screen.ID(2)])], selected: 1))
        #expect(reader.read(.tabSelected(1, in: root), in: after) == .gesture(.tabTap(1, in: .root)))
    }

    @Test func swipeDownShouldDismissWillDismissThenDidDismissIsASwipeDownOfTheSheet() {
        var reader = reader(showing: NavigationState(root: stack(1), modals: [Modal(.sheet, stack(2))]))
        let before = HostSnapshot(root: .stack([Screen.ID(1)]), presented: [.stack([Screen.ID(2)])])
        #expect(reader.allowsSwipeDown(presentedAt: 1, in: before))
        #expect(reader.read(.sheetWillDismiss, in: before) == .unchanged)
        let after = HostSnapshot(root: .stack([Screen.ID(1)]))
        #expect(reader.read(.sheetDidDismiss, in: after) == .gesture(.swipeDown(level: 1)))
        #expect(reader.shown == NavigationState(root: stack(1)))
    }

    @Test func cancelledSwipeDownWillDismissWithoutDidDismissChangesNothing() {
        let state = NavigationState(root: stack(1), modals: [Modal(.sheet, stack(2))])
        var reader = reader(showing: state)
        let still = HostSnapshot(root: .stack([Screen.ID(1)]), presented: [.stack([Screen.ID(2)])])
        #expect(reader.read(.sheetWillDismiss, in: still) == .unchanged)
        #expect(reader.shown == state)
    }

    @Test func swipeDownVetoedByTheScreenShouldDismissIsFalseThenDidAttemptToDismissChangesNothing() {
        let form = Screen(id: Screen.ID(3), destination: Form.confirm, owner: "transfer")
        let state = NavigationState(root: stack(1), modals: [Modal(.sheet, .stack([screen(2), form]))])
        var reader = reader(showing: state)
        let still = HostSnapshot(root: .stack([Screen.ID(1)]), presented: [.stack([Screen.ID(2), Screen.ID(3)])])
        #expect(!reader.allowsSwipeDown(presentedAt: 1, in: still))
        #expect(reader.read(.sheetDidAttemptToDismiss, in: still) == .unchanged)
        #expect(reader.shown == state)
        #expect(state.allowsSwipeDown(level: 1) == false)
        #expect(throws: NavigationError.self) { try state.performing(.swipeDown(level: 1)) }
        // Back on the first screen of the sheet, the swipe is allowed again.
        #expect(reader.read(.didShow(Screen.ID(2), in: HostAddress(chainIndex: 1)), in: HostSnapshot(
            root: .stack([Screen.ID(1)]), presented: [.stack([Screen.ID(2)])])) == .gesture(.interactivePop(in: ContainerPath(level: 1))))
        #expect(reader.allowsSwipeDown(presentedAt: 1, in: still))
    }

    @Test func aFullScreenLevelAndALevelBelowTheTopCannotBeSwipedDown() {
        let reader = reader(showing: NavigationState(root: stack(1), modals: [Modal(.sheet, stack(2)), Modal(.fullScreen, stack(3))]))
        let snapshot = HostSnapshot(showing: reader.shown)
        #expect(!reader.allowsSwipeDown(presentedAt: 1, in: snapshot))
        #expect(!reader.allowsSwipeDown(presentedAt: 2, in: snapshot))
        #expect(!reader.allowsSwipeDown(presentedAt: 0, in: snapshot))
    }

    @Test func anAlertPresentedAndDismissedByTheAppIsWalkedPastAndNeverReadAsALevel() throws {
        var reader = reader(showing: NavigationState(root: stack(1), modals: [Modal(.sheet, stack(2))]))
        let withAlert = HostSnapshot(root: .stack([Screen.ID(1)]), presented: [.stack([Screen.ID(2)]), .foreign])
        #expect(withAlert.levelCount == 2)
        #expect(withAlert.level(ofChainIndex: 2) == nil)
        #expect(!reader.allowsSwipeDown(presentedAt: 2, in: withAlert))
        // The app dismisses its alert: the sheet is still there, nothing happened.
        let alertGone = HostSnapshot(root: .stack([Screen.ID(1)]), presented: [.stack([Screen.ID(2)])])
        #expect(reader.read(.sheetDidDismiss, in: alertGone) == .unchanged)
        // A push into the sheet while the alert is up goes to the sheet, not the alert.
        #expect(try reader.begin(.push(screen(3), in: ContainerPath(level: 1)), in: withAlert) == .container(HostAddress(chainIndex: 1)))
        #expect(reader.read(.sheetDidDismiss, in: withAlert) == .unchanged)
        #expect(reader.finish(in: HostSnapshot(root: .stack([Screen.ID(1)]), presented: [.stack([Screen.ID(2), Screen.ID(3)]), .foreign])) == .completed)
        // A new level is presented on top of the alert (UIKit refuses to present from a
        // controller that is presenting); dismissing to the sheet goes to the sheet itself.
        #expect(try reader.begin(.present(Modal(.sheet, stack(4)), fromLevel: 1), in: withAlert) == .presenter(chainIndex: 2))
        reader.abandon()
        #expect(try reader.begin(.dismiss(toLevel: 0), in: withAlert) == .presenter(chainIndex: 0))
    }

    @Test func aLevelPresentedAboveTheAppsShareSheetIsFoundPastItAndSwipedDown() throws {
        var reader = reader(showing: NavigationState(root: stack(1)))
        let shareSheetUp = HostSnapshot(root: .stack([Screen.ID(1)]), presented: [.foreign])
        #expect(try reader.begin(.present(Modal(.sheet, stack(2)), fromLevel: 0), in: shareSheetUp) == .presenter(chainIndex: 1))
        let presented = HostSnapshot(root: .stack([Screen.ID(1)]), presented: [.foreign, .stack([Screen.ID(2)])])
        #expect(reader.finish(in: presented) == .completed)
        #expect(presented.address(of: ContainerPath(level: 1)) == HostAddress(chainIndex: 2))
        #expect(reader.allowsSwipeDown(presentedAt: 2, in: presented))
        #expect(reader.read(.sheetDidDismiss, in: shareSheetUp) == .gesture(.swipeDown(level: 1)))
    }

    @Test func controllersTheAppPushedItselfOnTopOfTheStackAreWalkedPast() {
        var reader = reader(showing: NavigationState(root: stack(1, 2)))
        let appPushed = HostSnapshot(root: .stack([Screen.ID(1), Screen.ID(2), nil]))
        #expect(reader.read(.didShow(nil, in: root), in: appPushed) == .unchanged)
        let backToOurs = HostSnapshot(root: .stack([Screen.ID(1), Screen.ID(2)]))
        #expect(reader.read(.didShow(Screen.ID(2), in: root), in: backToOurs) == .unchanged)
        #expect(reader.shown == NavigationState(root: stack(1, 2)))
    }

    @Test func callbacksOfTheHostsOwnTransitionAreNotTheUsers() throws {
        var reader = reader(showing: NavigationState(root: stack(1, 2)))
        _ = try reader.begin(.pop(in: .root), in: HostSnapshot(showing: reader.shown))
        let popping = HostSnapshot(root: .stack([Screen.ID(1)]))
        #expect(reader.read(.willShow(Screen.ID(1), in: root), in: popping) == .unchanged)
        #expect(reader.read(.didShow(Screen.ID(1), in: root), in: popping) == .unchanged)
        #expect(!reader.allowsTabSelection)
        #expect(reader.finish(in: popping) == .completed)
        #expect(reader.shown == NavigationState(root: stack(1)))
    }

    @Test func aStackThatDoesNotFitWhatTheHostShowsIsRefusedAndChangesNothing() {
        var reader = reader(showing: NavigationState(root: stack(1, 2)))
        let reading = reader.read(.didShow(Screen.ID(9), in: root), in: HostSnapshot(root: .stack([Screen.ID(9)])))
        guard case .refused(let error) = reading else {
            Issue.record("expected a refusal, got \(reading)")
            return
        }
        #expect(error.kind == .hostMismatch)
        #expect(reader.shown == NavigationState(root: stack(1, 2)))
    }
}

/// Tabs whose root screens say whether a re-tap pops them to the root.
enum TabSection: TabItemDestination {
    case home, transfer

    var tabItem: Container.TabItem { self == .home ? Container.TabItem("Home", systemImage: "house") : Container.TabItem("Transfer", systemImage: "arrow.left.arrow.right") }

    var popsToRootOnReselect: Bool { self != .transfer }
}
