import Testing
import WaypointNavigation
import WaypointTestSupport

/// The verbs a view calls without `try`: they apply whole or change nothing and say why.
@Suite @MainActor struct NavigatorVerbTests {
    private func navigator(_ state: NavigationState) -> (Navigator, InMemoryHost) {
        let host = InMemoryHost()
        return (Navigator(host: host, state: state), host)
    }

    @Test func pushShowsTheDestinationOwnedByTheFlowOfTheScreenBelowIt() async {
        let (navigator, host) = navigator(NavigationState(root: stack(1, owner: "cards")))
        let pushed = navigator.push(Place.help)
        #expect(pushed?.destination == AnyDestination(Place.help))
        #expect(pushed?.owner == "cards")
        #expect(navigator.top == pushed)
        await navigator.settle()
        #expect(host.shown == navigator.state)
    }

    @Test func presentAndDismissOpenAndCloseAModalLevel() {
        let (navigator, _) = navigator(NavigationState(root: stack(1)))
        let presented = navigator.present(Place.help, style: .fullScreen)
        #expect(navigator.state.modals == [Modal(.fullScreen, .stack([presented!]))])
        #expect(navigator.dismiss())
        #expect(navigator.state == NavigationState(root: stack(1)))
        let sheet = navigator.present(Place.help, detents: [.medium])
        #expect(navigator.state.modals == [Modal(.sheet, .stack([sheet!]), detents: [.medium])])
        #expect(navigator.isPresenting)
    }

    @Test func aVerbThatCannotApplyChangesNothingReturnsFalseAndWarnsWithTheCallersLine() {
        let (navigator, _) = navigator(NavigationState(root: stack(1)))
        let before = navigator.state
        let (popped, warnings) = WarningLog.collect { navigator.pop() }
        #expect(!popped)
        #expect(navigator.state == before)
        #expect(warnings.count == 1)
        #expect(warnings.first?.hasPrefix("[Waypoint] warning: pop changed nothing:") == true, "\(warnings)")
        #expect(warnings.first?.contains("NavigatorVerbTests.swift:") == true, "\(warnings)")
    }

    @Test func aRefusedPushReturnsNilAndLeavesNoScreenBehind() throws {
        // A sheet that shows one screen, not a stack: nothing can be pushed on it.
        let (navigator, _) = navigator(NavigationState(root: stack(1), modals: [Modal(.sheet, .screen(screen(2)))]))
        let before = navigator.state
        let (pushed, warnings) = WarningLog.collect { navigator.push(Place.list) }
        #expect(pushed == nil)
        #expect(navigator.state == before)
        #expect(warnings.count == 1 && warnings.first?.contains("changed nothing") == true, "\(warnings)")
    }

    @Test func dismissingWithNothingPresentedAndSelectingAMissingTabWarnOnceEach() {
        let (navigator, _) = navigator(NavigationState(root: .tabs([stack(1), stack(2)], selected: 0)))
        let before = navigator.state
        let (results, warnings) = WarningLog.collect { (navigator.dismiss(), navigator.select(tab: Place.help)) }
        #expect(results == (false, false))
        #expect(navigator.state == before)
        #expect(warnings.count == 2, "\(warnings)")
        #expect(warnings.first?.contains("dismiss changed nothing") == true, "\(warnings)")
    }

    @Test func popToADestinationStopsAtTheTopMostScreenShowingIt() {
        let start = NavigationState(root: .stack([screen(1, .home), screen(2, .list), screen(3, .help), screen(4, .list), screen(5, .help)]))
        let (navigator, _) = navigator(start)
        #expect(navigator.pop(to: Place.list))
        #expect(navigator.state.root?.screens.map(\.id) == [Screen.ID(1), Screen.ID(2), Screen.ID(3), Screen.ID(4)])
        #expect(navigator.popToRoot())
        #expect(navigator.state.root?.screens.map(\.id) == [Screen.ID(1)])
        let (found, warnings) = WarningLog.collect { navigator.pop(to: Place.detail(9)) }
        #expect(!found && warnings.count == 1)
    }

    @Test func selectTabPicksTheTabWhoseFirstScreenShowsTheDestination() {
        let tabs = Container.tabs([.stack([screen(1, .home)]), .stack([screen(2, .list), screen(3, .help)])], selected: 0)
        let (navigator, _) = navigator(NavigationState(root: tabs))
        #expect(navigator.select(tab: Place.list))
        #expect(navigator.selectedTab == AnyDestination(Place.list))
        #expect(navigator.top?.id == Screen.ID(3))
    }
}
