import Testing
@_spi(HostAuthoring) import WaypointNavigation

/// What each level's view observes: a change on one level changes that level's part only.
@Suite struct LevelPartTests {
    private let base = NavigationState(root: stack(1), modals: [Modal(.sheet, stack(2)), Modal(.sheet, stack(3))])

    private func changedLevels(from old: NavigationState, to new: NavigationState) -> [Int] {
        (0...max(old.levelCount, new.levelCount)).filter { old.part(ofLevel: $0) != new.part(ofLevel: $0) }
    }

    @Test func aPushOnLevelTwoChangesLevelTwosPartOnly() throws {
        let pushed = try base.performing(.push(screen(4), in: ContainerPath(level: 2)))
        #expect(changedLevels(from: base, to: pushed) == [2])
    }

    @Test func presentingALevelChangesThePresentersPartAndTheNewLevelsOnly() throws {
        let presented = try base.performing(.present(Modal(.fullScreen, stack(4)), fromLevel: 2))
        #expect(changedLevels(from: base, to: presented) == [2, 3])
        #expect(presented.part(ofLevel: 2).presenting == .fullScreen)
        // The sheet below a new top level can no longer be swiped down; level 1 never could.
        #expect(base.part(ofLevel: 2).allowsSwipeDown && !presented.part(ofLevel: 2).allowsSwipeDown)
    }

    @Test func aScreenThatRefusesTheSwipeDownChangesItsLevelsPart() throws {
        let refusing = try base.performing(.push(Screen(id: Screen.ID(4), destination: Form.confirm), in: ContainerPath(level: 2)))
        #expect(!refusing.part(ofLevel: 2).allowsSwipeDown)
        #expect(changedLevels(from: base, to: refusing) == [2])
    }
}
