import PropertyBased
import Testing
import WaypointNavigation
import WaypointTestSupport

/// The shrinker behind `Gen.navigationState`: every candidate is a valid, strictly smaller state,
/// so a failing state always shrinks and the shrinking always ends.
@Suite struct NavigationStateShrinkingTests {
    /// Screens, levels, containers, split content columns and selected-tab indices: each
    /// candidate must take at least one away.
    private func size(of state: NavigationState) -> Int {
        func size(of container: Container) -> Int {
            switch container {
            case .screen: 2
            case .stack(let stack): 1 + stack.count
            case .tabs(let tabs, let selected): 1 + selected + tabs.map(size(of:)).reduce(0, +)
            case .split(let split): 2 + (split.content == nil ? 0 : 1) + split.collapsed.count
            }
        }
        return (state.root.map(size(of:)) ?? 0) + state.modals.map { 1 + size(of: $0.content) }.reduce(0, +)
    }

    @Test func everyCandidateIsValidAndSmallerAndOnlyTheEmptyStateHasNone() async {
        await propertyCheck(count: 300, input: Gen.navigationState) { state in
            let candidates = state.shrunk
            let invalid = candidates.filter { !$0.isValid }
            let notSmaller = candidates.filter { size(of: $0) >= size(of: state) }
            #expect(invalid.isEmpty)
            #expect(notSmaller.isEmpty)
            #expect(Set(candidates.map(\.width)).isSubset(of: [state.width]))
            #expect(candidates.isEmpty == (state.root == nil))
        }
    }

    @Test func aStateShrinksStepByStepToTheEmptyState() {
        var state = NavigationState(
            root: .tabs([stack(1, 2), .split(SplitColumns(sidebar: [screen(3)], content: [screen(4)], detail: [screen(5)]))], selected: 1),
            modals: [Modal(.sheet, stack(6, 7))])
        var steps = 0
        while let smaller = state.shrunk.last {
            state = smaller
            steps += 1
        }
        #expect(state == NavigationState())
        #expect(steps > 5)
    }
}
