import Testing
@_spi(HostAuthoring) import WaypointNavigation

/// SwiftUI's documented behaviour, played on a reader the way the SwiftUI host feeds it: each
/// binding a control sets becomes the event UIKit would have sent.
@Suite struct SwiftUISequenceTests {
    @Test func theBackButtonMenuSetsTheBoundPathShorterBySeveralElementsAtOnce() {
        var reader = HostReader(shown: NavigationState(root: .tabs([stack(1), stack(2, 3, 4)], selected: 1)))
        let cards = HostAddress(chainIndex: 0, tabs: [1])
        let after = HostSnapshot(showing: reader.shown).showingStack([Screen.ID(2)], at: cards)
        #expect(reader.read(.didShow(Screen.ID(2), in: cards), in: after) == .gesture(.popTo(Screen.ID(2), in: ContainerPath(level: 0, tabs: [1]))))
    }

    @Test func aSwipeDownSetsThePresentationBindingToFalse() {
        var reader = HostReader(shown: NavigationState(root: stack(1), modals: [Modal(.sheet, stack(2)), Modal(.sheet, stack(3))]))
        let after = HostSnapshot(showing: reader.shown).dismissing(level: 2)
        #expect(after == HostSnapshot(root: .stack([Screen.ID(1)]), presented: [.stack([Screen.ID(2)])]))
        #expect(reader.read(.sheetDidDismiss, in: after) == .gesture(.swipeDown(level: 2)))
    }

    @Test func aPathSetToWhatIsAlreadyShownChangesNothing() {
        var reader = HostReader(shown: NavigationState(root: stack(1, 2)))
        let same = HostSnapshot(showing: reader.shown).showingStack([Screen.ID(1), Screen.ID(2)], at: HostAddress(chainIndex: 0))
        #expect(reader.read(.didShow(Screen.ID(2), in: HostAddress(chainIndex: 0)), in: same) == .unchanged)
        #expect(HostSnapshot(showing: reader.shown).dismissing(level: 0) == HostSnapshot(showing: reader.shown))
    }
}
