import PropertyBased
import Testing
@_spi(Tooling) import WaypointNavigation
import WaypointTestSupport

/// A change's removed and inserted screens, checked against their definition over random states.
@Suite struct NavigationChangeLawTests {
    @Test func removedAndInsertedAreTheScreensWhoseIdentityLeftOrArrivedInDisplayOrder() async {
        await propertyCheck(count: 300, input: Gen.stateChange(fresh: 30, allowMoves: true)) { change in
            let (old, new) = (change.old, change.new)
            let navigationChange = NavigationChange(old: old, new: new, cause: .setState)
            let oldIDs = Set(old.screens.map(\.id)), newIDs = Set(new.screens.map(\.id))
            #expect(navigationChange.removed == old.screens.filter { !newIDs.contains($0.id) })
            #expect(navigationChange.inserted == new.screens.filter { !oldIDs.contains($0.id) })
        }
    }

    @Test func inDeepStacksOnlyTheScreenWhoseIdentityChangedIsRemovedAndInserted() {
        // 300 screens span several of the blocks compared at once, from the front and the back;
        // screen 40 is rebuilt equal (the same identity, stored apart) and screen 200 is replaced.
        let screens = (1...300).map { screen(UInt64($0)) }
        var edited = screens
        edited[39] = screen(40)
        edited[199] = screen(1_000)
        let change = NavigationChange(
            old: NavigationState(root: .stack(screens)), new: NavigationState(root: .stack(edited)), cause: .setState)
        #expect(change.removed == [screen(200)])
        #expect(change.inserted == [screen(1_000)])
    }

    @Test func aScreenMovedBetweenLevelsIsNeitherRemovedNorInserted() {
        let old = NavigationState(root: stack(1, 2, 3), modals: [Modal(.sheet, stack(4))])
        let new = NavigationState(root: stack(1, 2), modals: [Modal(.sheet, stack(3, 4, 5))])
        let change = NavigationChange(old: old, new: new, cause: .setState)
        #expect(change.removed.isEmpty)
        #expect(change.inserted == [screen(5)])
    }
}
