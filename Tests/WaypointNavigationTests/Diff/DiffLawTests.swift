import PropertyBased
import Testing
@_spi(HostAuthoring) import WaypointNavigation
import WaypointTestSupport

/// The diff's laws over random pairs of states; a failing pair shrinks to a small one.
@Suite struct DiffLawTests {
    @Test func applyingTheStepsToTheOldStateGivesTheNewOneAndEveryStepIsLegal() async throws {
        await propertyCheck(count: 400, input: Gen.stateChange(fresh: 50, allowMoves: true)) { change in
            var shown = change.old
            for step in NavigationDiff.steps(from: change.old, to: change.new) {
                shown = try shown.performing(step)
            }
            #expect(shown == change.new)
        }
    }

    @Test func theStepsComeInTheHostsOrder() async {
        await propertyCheck(count: 400, input: Gen.stateChange(allowMoves: true)) { change in
            let steps = NavigationDiff.steps(from: change.old, to: change.new)
            let dismissals = steps.indices.filter { if case .dismiss = steps[$0] { true } else { false } }
            #expect(dismissals.count <= 1 && dismissals.allSatisfy { $0 == 0 }, "one dismissal, first: \(steps)")
            let presents = steps.indices.filter { if case .present = steps[$0] { true } else { false } }
            #expect(presents == Array((steps.count - presents.count)..<steps.count), "presentations last: \(steps)")
        }
    }

    @Test func theStepCountIsTheMinimumFoundByExhaustiveSearch() async {
        await propertyCheck(count: 300, input: Gen.stateChange(allowMoves: true)) { change in
            let steps = NavigationDiff.steps(from: change.old, to: change.new)
            let minimum = MinimumSearch.shortest(from: change.old, to: change.new, limit: steps.count)
            #expect(minimum == steps.count, "\(steps)")
        }
    }

    @Test func theDiffOfAStateWithItselfIsEmptyAndRebuildingIsNeverCheaper() async {
        await propertyCheck(count: 200, input: Gen.stateChange(allowMoves: false)) { change in
            #expect(NavigationDiff.steps(from: change.old, to: change.old).isEmpty)
            #expect(NavigationDiff.steps(from: change.old, to: change.new).count <= NavigationDiff.rebuild(from: change.old, to: change.new).count)
        }
    }
}

@Suite struct RandomStatesCoverageTests {
    @Test func theLawsSeedsCoverEveryModalStyleMediumDetentsAndBothWidths() {
        var styles = Set<Modal.Style>(), detents = Set<[Modal.Detent]>(), widths = Set<NavigationState.WidthClass>()
        for seed: UInt64 in 0..<400 {
            var random = RandomStates(seed: seed)
            let state = random.state()
            widths.insert(state.width)
            for modal in state.modals {
                styles.insert(modal.style)
                if modal.style == .sheet { detents.insert(modal.detents) }
            }
        }
        #expect(styles == Set(Modal.Style.allCases))
        #expect(detents == [[.large], [.medium], [.medium, .large]])
        #expect(widths == Set(NavigationState.WidthClass.allCases))
    }
}

@Suite struct RandomStatesSplitCoverageTests {
    /// Where a split view sits in a state, named for the coverage check.
    private func splitPlaces(in container: Container, inTabs: Bool = false) -> Set<String> {
        switch container {
        case .split(let split): [inTabs ? "in tabs" : "filling a level", split.content == nil ? "two columns" : "three columns"]
        case .tabs(let tabs, _): tabs.reduce(into: Set<String>()) { $0.formUnion(splitPlaces(in: $1, inTabs: true)) }
        case .screen, .stack: []
        }
    }

    @Test func theLawsSeedsCoverSplitsAtTheRootInsideTabsInModalsAndUnderAnAlert() {
        var places = Set<String>()
        for seed: UInt64 in 0..<400 {
            var random = RandomStates(seed: seed)
            let state = random.state()
            if let root = state.root { places.formUnion(splitPlaces(in: root)) }
            for (index, modal) in state.modals.enumerated() where !splitPlaces(in: modal.content).isEmpty {
                places.insert("in a modal")
                if state.modals.last?.style.isAlert == true, index == state.modals.count - 2 { places.insert("under an alert") }
            }
            if case .split? = state.root, state.modals.last?.style.isAlert == true { places.insert("root under an alert") }
        }
        #expect(places == ["filling a level", "in tabs", "two columns", "three columns", "in a modal", "under an alert", "root under an alert"])
    }
}
