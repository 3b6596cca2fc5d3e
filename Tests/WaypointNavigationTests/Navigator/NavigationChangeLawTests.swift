import Testing
import WaypointNavigation
import WaypointTestSupport

/// A change's removed and inserted screens, checked against their definition over random states.
@Suite struct NavigationChangeLawTests {
    @Test(arguments: 0..<300 as Range<UInt64>)
    func removedAndInsertedAreTheScreensWhoseIdentityLeftOrArrivedInDisplayOrder(seed: UInt64) {
        var random = RandomStates(seed: seed)
        let old = random.state()
        let new = random.chance(30) ? random.state() : random.neighbour(of: old, allowMoves: true)
        let change = NavigationChange(old: old, new: new, cause: .setState)
        let oldIDs = Set(old.screens.map(\.id)), newIDs = Set(new.screens.map(\.id))
        #expect(change.removed == old.screens.filter { !newIDs.contains($0.id) }, "seed \(seed)")
        #expect(change.inserted == new.screens.filter { !oldIDs.contains($0.id) }, "seed \(seed)")
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
