import Testing
@_spi(HostAuthoring) import WaypointNavigation
import WaypointTestSupport

/// The scenario table: known transitions and the minimum number of host steps UIKit's rules allow.
@Suite struct DiffScenarioTests {
    struct Scenario: CustomTestStringConvertible, Sendable {
        let name: String
        let old: NavigationState
        let new: NavigationState
        let minimum: Int
        var testDescription: String { name }
    }

    static let scenarios: [Scenario] = [
        Scenario(name: "nothing changes", old: NavigationState(root: stack(1, 2)), new: NavigationState(root: stack(1, 2)), minimum: 0),
        Scenario(name: "push one screen", old: NavigationState(root: stack(1)), new: NavigationState(root: stack(1, 2)), minimum: 1),
        Scenario(name: "pop one screen", old: NavigationState(root: stack(1, 2)), new: NavigationState(root: stack(1)), minimum: 1),
        Scenario(name: "pop to root from depth 4", old: NavigationState(root: stack(1, 2, 3, 4)), new: NavigationState(root: stack(1)), minimum: 1),
        Scenario(name: "push three screens", old: NavigationState(root: stack(1)), new: NavigationState(root: stack(1, 2, 3, 4)), minimum: 1),
        Scenario(name: "replace the whole stack", old: NavigationState(root: stack(1, 2)), new: NavigationState(root: stack(3, 4, 5)), minimum: 1),
        Scenario(
            name: "present one sheet", old: NavigationState(root: stack(1)),
            new: NavigationState(root: stack(1), modals: [Modal(.sheet, stack(2))]), minimum: 1),
        Scenario(
            name: "present a chain of three", old: NavigationState(root: stack(1)),
            new: NavigationState(root: stack(1), modals: [Modal(.sheet, stack(2)), Modal(.sheet, stack(3)), Modal(.fullScreen, stack(4))]),
            minimum: 3),
        Scenario(
            name: "dismiss a chain of three at once",
            old: NavigationState(root: stack(1), modals: [Modal(.sheet, stack(2)), Modal(.sheet, stack(3)), Modal(.sheet, stack(4))]),
            new: NavigationState(root: stack(1)), minimum: 1),
        Scenario(
            name: "dismiss everything and push on the root",
            old: NavigationState(root: stack(1), modals: [Modal(.sheet, stack(2)), Modal(.sheet, stack(3))]),
            new: NavigationState(root: stack(1, 5)), minimum: 2),
        Scenario(
            name: "edit the top modal's stack and present another",
            old: NavigationState(root: stack(1), modals: [Modal(.sheet, stack(2))]),
            new: NavigationState(root: stack(1), modals: [Modal(.sheet, stack(2, 3)), Modal(.sheet, .screen(screen(4)))]), minimum: 2),
        Scenario(
            name: "select another tab", old: NavigationState(root: .tabs([stack(1), stack(2)], selected: 0)),
            new: NavigationState(root: .tabs([stack(1), stack(2)], selected: 1)), minimum: 1),
        Scenario(
            name: "push in one tab", old: NavigationState(root: .tabs([stack(1), stack(2)], selected: 0)),
            new: NavigationState(root: .tabs([stack(1), stack(2, 3)], selected: 0)), minimum: 1),
        Scenario(
            name: "edit two tabs and select one",
            old: NavigationState(root: .tabs([stack(1), stack(2), stack(3)], selected: 0)),
            new: NavigationState(root: .tabs([stack(1, 4), stack(2, 5), stack(3)], selected: 1)), minimum: 1),
        Scenario(
            name: "root changes kind under a modal",
            old: NavigationState(root: stack(1), modals: [Modal(.sheet, stack(2))]),
            new: NavigationState(root: .tabs([stack(1), stack(3)], selected: 0), modals: [Modal(.sheet, stack(2))]), minimum: 3),
        Scenario(
            name: "a sheet becomes full screen",
            old: NavigationState(root: stack(1), modals: [Modal(.sheet, stack(2))]),
            new: NavigationState(root: stack(1), modals: [Modal(.fullScreen, stack(2))]), minimum: 2),
        Scenario(
            name: "a presented single screen is replaced",
            old: NavigationState(root: stack(1), modals: [Modal(.sheet, .screen(screen(2)))]),
            new: NavigationState(root: stack(1), modals: [Modal(.sheet, .screen(screen(3)))]), minimum: 2),
        Scenario(
            name: "cold start into a root and two modals", old: .empty,
            new: NavigationState(root: stack(1), modals: [Modal(.sheet, stack(2)), Modal(.sheet, stack(3))]), minimum: 3),
        Scenario(
            name: "log out to nothing", old: NavigationState(root: stack(1), modals: [Modal(.sheet, stack(2))]), new: .empty,
            minimum: 2),
        Scenario(
            name: "keep level 1, replace level 2, add level 3",
            old: NavigationState(root: stack(1), modals: [Modal(.sheet, stack(2)), Modal(.sheet, .screen(screen(3)))]),
            new: NavigationState(
                root: stack(1), modals: [Modal(.sheet, stack(2, 4)), Modal(.sheet, stack(5)), Modal(.sheet, .screen(screen(6)))]),
            minimum: 4),
        Scenario(
            name: "a screen moves from a modal back onto the root",
            old: NavigationState(root: stack(1), modals: [Modal(.sheet, stack(2, 3))]),
            new: NavigationState(root: stack(1, 3), modals: [Modal(.sheet, stack(2))]), minimum: 2),
        Scenario(
            name: "two screens swap levels (no two-step order is legal)",
            old: NavigationState(root: stack(1, 2), modals: [Modal(.sheet, stack(3, 4))]),
            new: NavigationState(root: stack(1, 4), modals: [Modal(.sheet, stack(3, 2))]), minimum: 3),
    ]

    @Test(arguments: scenarios)
    func theDiffTakesTheMinimumNumberOfLegalSteps(_ scenario: Scenario) throws {
        let steps = NavigationDiff.steps(from: scenario.old, to: scenario.new)
        #expect(steps.count == scenario.minimum, "\(steps)")
        var state = scenario.old
        for step in steps { state = try state.performing(step) }
        #expect(state == scenario.new)
    }

    @Test func aChainIsDismissedByOneStepBeforeTheRootIsEdited() {
        let old = NavigationState(root: stack(1), modals: [Modal(.sheet, stack(2)), Modal(.sheet, stack(3))])
        #expect(NavigationDiff.steps(from: old, to: NavigationState(root: stack(1, 5))) == [.dismiss(toLevel: 0), .push(screen(5), in: .root)])
    }

    @Test func severalPopsBecomeOneStackReplacement() {
        let steps = NavigationDiff.steps(from: NavigationState(root: stack(1, 2, 3, 4)), to: NavigationState(root: stack(1)))
        #expect(steps == [.setStack([screen(1)], in: .root)])
    }

    @Test func aNewRootWaitsForTheModalsToGoAndTheyAreRepresentedAfterwards() {
        let old = NavigationState(root: stack(1), modals: [Modal(.sheet, stack(2))])
        let newRoot = Container.tabs([stack(1), stack(3)], selected: 0)
        let steps = NavigationDiff.steps(from: old, to: NavigationState(root: newRoot, modals: [Modal(.sheet, stack(2))]))
        #expect(steps == [.dismiss(toLevel: 0), .setRoot(newRoot), .present(Modal(.sheet, stack(2)), fromLevel: 0)])
    }

    @Test func aScreenLeavesItsOldLevelBeforeItJoinsAnother() {
        let old = NavigationState(root: stack(1, 3), modals: [Modal(.sheet, stack(2))])
        let new = NavigationState(root: stack(1), modals: [Modal(.sheet, stack(2, 3))])
        #expect(NavigationDiff.steps(from: old, to: new) == [.pop(in: .root), .push(screen(3), in: ContainerPath(level: 1))])
        #expect(NavigationDiff.steps(from: new, to: old) == [.pop(in: ContainerPath(level: 1)), .push(screen(3), in: .root)])
    }

    @Test func deepStacksWhoseScreensAreEqualButStoredApartStillDiffToOnePushOrPop() {
        // 300 screens span several of the blocks compared at once; screen 150 is rebuilt equal,
        // so the blocks around it differ bit for bit and are compared screen by screen.
        let screens = (1...300).map { screen(UInt64($0)) }
        var rebuilt = screens
        rebuilt[149] = screen(150)
        let extra = screen(301)
        let old = NavigationState(root: .stack(screens))
        let pushed = NavigationState(root: .stack(rebuilt + [extra]))
        #expect(NavigationDiff.steps(from: old, to: pushed) == [.push(extra, in: .root)])
        #expect(NavigationDiff.steps(from: pushed, to: old) == [.pop(in: .root)])
        var changed = rebuilt
        changed[149] = screen(150, .help)
        #expect(NavigationDiff.steps(from: old, to: NavigationState(root: .stack(changed))) == [.setStack(changed, in: .root)])
    }

    @Test func theNaiveRebuildTearsEverythingDown() {
        let old = NavigationState(root: stack(1, 2), modals: [Modal(.sheet, stack(3))])
        let new = NavigationState(root: stack(1, 2, 4), modals: [Modal(.sheet, stack(3))])
        #expect(NavigationDiff.rebuild(from: old, to: new) == [.dismiss(toLevel: 0), .setRoot(new.root), .present(new.modals[0], fromLevel: 0)])
        #expect(NavigationDiff.steps(from: old, to: new).count == 1)
    }
}
