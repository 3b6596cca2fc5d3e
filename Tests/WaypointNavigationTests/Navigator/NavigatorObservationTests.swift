import Observation
import Testing
import WaypointNavigation
import WaypointTestSupport

/// A view that reads part of the navigator re-renders for that part only (Observation, as
/// SwiftUI tracks a view's body).
@Suite @MainActor struct NavigatorObservationTests {
    /// Whether `change` notifies an observer that read `read` before it.
    private func notifies(_ navigator: Navigator, reading read: @escaping @MainActor () -> Void, when change: () -> Void) -> Bool {
        let heard = Flag()
        withObservationTracking { read() } onChange: { heard.raise() }
        change()
        return heard.isRaised
    }

    private final class Flag: @unchecked Sendable {
        private(set) var isRaised = false
        func raise() { isRaised = true }
    }

    /// Tabs at the root, a full-screen level with its own tabs above them.
    private func tabsUnderTabs() -> Navigator {
        let root = Container.tabs([stack(1), stack(2)], selected: 0)
        let modal = Modal(.fullScreen, .tabs([stack(3), stack(4)], selected: 0))
        return Navigator(host: InMemoryHost(), state: NavigationState(root: root, modals: [modal]))
    }

    @Test func readingTopIsNotifiedByAPush() {
        let navigator = tabsUnderTabs()
        let pushed = notifies(navigator, reading: { _ = navigator.top }, when: { navigator.push(Place.help) })
        #expect(pushed)
    }

    @Test func readingTopIsNotNotifiedWhenTheSelectedTabOfAContainerUnderneathChanges() throws {
        let navigator = tabsUnderTabs()
        var underneath = navigator.state
        underneath.root = .tabs([stack(1), stack(2)], selected: 1)
        let tabChangedUnderneath = notifies(navigator, reading: { _ = navigator.top }, when: { _ = try? navigator.setState(underneath) })
        #expect(!tabChangedUnderneath)
        #expect(navigator.state.root == underneath.root)
    }

    @Test func readingTheSelectedTabIsNotifiedByATabTapButNotByAPushInsideTheTab() {
        let navigator = tabsUnderTabs()
        let pushed = notifies(navigator, reading: { _ = navigator.selectedTab }, when: { navigator.push(Place.help) })
        #expect(!pushed)
        let tabSelected = notifies(navigator, reading: { _ = navigator.selectedTab }, when: { navigator.select(tab: Place.detail(4)) })
        #expect(tabSelected)
    }

    @Test func readingIsPresentingIsNotifiedByADismissalButNotByAPush() {
        let navigator = tabsUnderTabs()
        let pushed = notifies(navigator, reading: { _ = navigator.isPresenting }, when: { navigator.push(Place.help) })
        #expect(!pushed)
        let dismissed = notifies(navigator, reading: { _ = navigator.isPresenting }, when: { navigator.dismiss() })
        #expect(dismissed)
        #expect(!navigator.isPresenting)
    }

    @Test func readingTheWholeStateIsNotifiedByEveryChange() {
        let navigator = tabsUnderTabs()
        let pushed = notifies(navigator, reading: { _ = navigator.state }, when: { navigator.push(Place.help) })
        #expect(pushed)
    }
}
