import Testing
@_spi(HostAuthoring) import WaypointNavigation

@Suite struct CommandTests {
    let base = NavigationState(root: stack(1, 2))

    @Test func pushAddsToTheVisibleStackOfTheTopMostLevel() throws {
        let state = NavigationState(root: stack(1), modals: [Modal(.sheet, stack(2))])
        let next = try state.applying(.push(screen(3)))
        #expect(next == NavigationState(root: stack(1), modals: [Modal(.sheet, stack(2, 3))]))
        #expect(next.topScreen?.id == Screen.ID(3))
    }

    @Test func pushInsideTabsLandsOnTheSelectedTabsStack() throws {
        let state = NavigationState(root: .tabs([stack(1), stack(2)], selected: 1))
        let next = try state.applying(.push(screen(3)))
        #expect(next.root == .tabs([stack(1), stack(2, 3)], selected: 1))
    }

    @Test func popRemovesTheTopScreen() throws {
        #expect(try base.applying(.pop) == NavigationState(root: stack(1)))
    }

    @Test func popAtTheRootIsATypedErrorAndChangesNothing() {
        let state = NavigationState(root: stack(1))
        let error = #expect(throws: NavigationError.self) { try state.applying(.pop) }
        #expect(error?.kind == .popAtRoot)
        #expect(error?.description == "`pop`: expected at least 2 screens in the stack at root, found only its root screen #1")
        #expect(state == NavigationState(root: stack(1)))
    }

    @Test func popToKeepsTheNamedScreenOnTop() throws {
        let state = NavigationState(root: stack(1, 2, 3, 4))
        #expect(try state.applying(.popTo(Screen.ID(2))) == NavigationState(root: stack(1, 2)))
        #expect(try state.applying(.popTo(Screen.ID(4))) == state)
    }

    @Test func popToAScreenNotInTheStackNamesTheStacksScreens() {
        let error = #expect(throws: NavigationError.self) { try base.applying(.popTo(Screen.ID(9))) }
        #expect(error?.kind == .screenNotFound)
        #expect(error?.description == "`popTo(#9)`: expected #9 in the stack at root, found [#1, #2]")
    }

    @Test func popToRootKeepsOnlyTheFirstScreenAndIsHarmlessAtTheRoot() throws {
        #expect(try NavigationState(root: stack(1, 2, 3)).applying(.popToRoot) == NavigationState(root: stack(1)))
        #expect(try NavigationState(root: stack(1)).applying(.popToRoot) == NavigationState(root: stack(1)))
    }

    @Test func setStackReplacesTheVisibleStack() throws {
        #expect(try base.applying(.setStack([screen(5), screen(6)])) == NavigationState(root: stack(5, 6)))
    }

    @Test func anEmptyStackIsRefused() {
        let error = #expect(throws: NavigationError.self) { try base.applying(.setStack([])) }
        #expect(error?.kind == .emptyStack)
        #expect(error?.input == "setStack([])")
    }

    @Test func aDuplicateScreenIdentityIsRefusedWhereverItIs() {
        let state = NavigationState(root: stack(1), modals: [Modal(.sheet, stack(2))])
        let error = #expect(throws: NavigationError.self) { try state.applying(.push(screen(1))) }
        #expect(error?.kind == .duplicateScreenID)
        #expect(error?.description.contains("#1 a second time") == true)
    }

    @Test func pushIntoASingleScreenIsRefused() {
        let state = NavigationState(root: .screen(screen(1)))
        let error = #expect(throws: NavigationError.self) { try state.applying(.push(screen(2))) }
        #expect(error?.kind == .notAStack)
        #expect(error?.description == "`push(#2)`: expected a stack at root (the top-most level), found a single screen #1")
    }

    @Test func commandsOnAnEmptyStateSayThereIsNothingOnDisplay() {
        for command in [NavigationCommand.push(screen(1)), .pop, .present(Modal(.sheet, stack(2))), .dismiss, .selectTab(0)] {
            let error = #expect(throws: NavigationError.self) { try NavigationState.empty.applying(command) }
            #expect(error?.kind == .nothingOnDisplay)
        }
    }

    @Test func presentAddsALevelOnTop() throws {
        let next = try base.applying(.present(Modal(.fullScreen, .screen(screen(3)))))
        #expect(next.modals == [Modal(.fullScreen, .screen(screen(3)))])
        #expect(next.topLevel == 1)
    }

    @Test func dismissWithNothingPresentedIsATypedError() {
        let error = #expect(throws: NavigationError.self) { try base.applying(.dismiss) }
        #expect(error?.kind == .nothingPresented)
    }

    @Test func dismissToALevelKeepsThatLevelOnTop() throws {
        let state = NavigationState(root: stack(1), modals: [Modal(.sheet, stack(2)), Modal(.sheet, stack(3)), Modal(.sheet, stack(4))])
        #expect(try state.applying(.dismissTo(level: 1)).modals == [Modal(.sheet, stack(2))])
        #expect(try state.applying(.dismissTo(level: 0)).modals == [])
        #expect(try state.applying(.dismissTo(level: 3)) == state)
        let error = #expect(throws: NavigationError.self) { try state.applying(.dismissTo(level: 4)) }
        #expect(error?.kind == .levelOutOfRange)
        #expect(error?.description == "`dismissTo(level: 4)`: expected a level in 0...3, found 4")
    }

    @Test func setRootReplacesEverythingIncludingModals() throws {
        let state = NavigationState(root: stack(1), modals: [Modal(.sheet, stack(2))])
        #expect(try state.applying(.setRoot(stack(7))) == NavigationState(root: stack(7)))
        #expect(try NavigationState.empty.applying(.setRoot(stack(7))) == NavigationState(root: stack(7)))
    }

    @Test func selectTabActsOnTheTabsOfTheTopMostLevel() throws {
        let state = NavigationState(root: .tabs([stack(1), stack(2)], selected: 0))
        #expect(try state.applying(.selectTab(1)).root == .tabs([stack(1), stack(2)], selected: 1))
        let outOfRange = #expect(throws: NavigationError.self) { try state.applying(.selectTab(2)) }
        #expect(outOfRange?.kind == .tabOutOfRange)
        #expect(outOfRange?.description == "`selectTab(2)`: expected a tab in 0..<2 at root, found 2")
        let covered = NavigationState(root: state.root, modals: [Modal(.sheet, stack(3))])
        let noTabs = #expect(throws: NavigationError.self) { try covered.applying(.selectTab(1)) }
        #expect(noTabs?.kind == .noTabs)
    }

    @Test func queriesListScreensOwnersAndTheTopScreen() {
        let state = NavigationState(
            root: .tabs([.stack([screen(1, owner: "a")]), .stack([screen(2, owner: "b"), screen(3, owner: "a")])], selected: 1),
            modals: [Modal(.sheet, .screen(screen(4, owner: "b")))])
        #expect(state.screens.map(\.id.rawValue) == [1, 2, 3, 4])
        #expect(state.screens(ownedBy: "a").map(\.id.rawValue) == [1, 3])
        #expect(state.topScreen?.id == Screen.ID(4))
        #expect(NavigationState(root: state.root).topScreen?.id == Screen.ID(3))
        #expect(state.maxScreenID == Screen.ID(4))
        #expect(NavigationState.empty.topScreen == nil)
    }

    @Test func invalidStatesAreNamedByValidate() {
        let modalWithoutRoot = #expect(throws: NavigationError.self) {
            try NavigationState(root: nil, modals: [Modal(.sheet, stack(1))]).validate()
        }
        #expect(modalWithoutRoot?.kind == .modalWithoutRoot)
        let emptyTabs = #expect(throws: NavigationError.self) { try NavigationState(root: .tabs([], selected: 0)).validate() }
        #expect(emptyTabs?.kind == .emptyTabs)
        #expect(!NavigationState(root: .tabs([stack(1)], selected: 3)).isValid)
    }
}
