import Foundation
import PropertyBased
import Testing
@_spi(HostAuthoring) import WaypointNavigation
import WaypointTestSupport

/// The collapse rule's laws over random splits and stacks; a failing split shrinks to a small one.
@Suite struct SplitColumnsLawTests {
    /// A split, the number of screens of its collapsed stack kept, and the number of new screens
    /// pushed on them (at least one when none is kept: a collapsed stack is never empty).
    static let editedSplits = zip(Gen.splitColumns, Gen.int(in: 0...8), Gen.int(in: 0...3)).map { split, kept, added in
        let collapsed = split.collapsed
        let kept = Array(collapsed.prefix(kept))
        let last = collapsed.map(\.id.rawValue).max() ?? 0
        let pushed = (0..<max(added, kept.isEmpty ? 1 : 0)).map { screen(last + 1 + UInt64($0)) }
        return (split, kept + pushed)
    }

    @Test func expandingTheCollapsedStackGivesTheColumnsBack() async {
        await propertyCheck(count: 300, input: Gen.splitColumns) { split in
            #expect(split.expanding(split.collapsed) == split)
        }
    }

    @Test func collapsingAnExpandedStackGivesTheStackBackInTheSameColumns() async {
        await propertyCheck(count: 300, input: Self.editedSplits) { split, stack in
            let expanded = split.expanding(stack)
            #expect(expanded.collapsed == stack)
            #expect(expanded.columns == split.columns)
            #expect(!expanded.sidebar.isEmpty)
            for column in split.columns {
                let before = split[column] ?? [], after = expanded[column] ?? []
                #expect(before.starts(with: after) || column == .detail || after.count <= 1, "\(column) kept its own screens")
            }
        }
    }

    @Test func screensOpenedOnTheCollapsedStackJoinTheDetailColumn() {
        let split = SplitColumns(sidebar: [screen(1)], content: [screen(2)], detail: [])
        let expanded = split.expanding([screen(1), screen(2), screen(3), screen(4)])
        #expect(expanded == SplitColumns(sidebar: [screen(1)], content: [screen(2)], detail: [screen(3), screen(4)]))
    }

    @Test func goingBackToTheSidebarEmptiesTheOtherColumns() {
        let split = SplitColumns(sidebar: [screen(1)], content: [screen(2)], detail: [screen(3)])
        #expect(split.expanding([screen(1)]) == SplitColumns(sidebar: [screen(1)], content: [], detail: []))
        #expect(split.topColumn == .detail)
        #expect(split.expanding([screen(1), screen(2)]).topColumn == .content)
        #expect(split.expanding([screen(1)]).topColumn == .sidebar)
    }

    @Test func aStateWithASplitRoundTripsThroughCodable() throws {
        let state = NavigationState(root: .split(SplitColumns(sidebar: [screen(1, .list)], detail: [screen(2)])))
        let data = try JSONEncoder().encode(state)
        let decoder = JSONDecoder()
        decoder.userInfo[DestinationRegistry.userInfoKey] = DestinationRegistry(Place.self)
        #expect(try decoder.decode(NavigationState.self, from: data) == state)
    }

    @Test func containerPathsSavedBeforeColumnsExistedStillDecode() throws {
        let old = Data(#"{"level":1,"tabs":[2]}"#.utf8)
        #expect(try JSONDecoder().decode(ContainerPath.self, from: old) == ContainerPath(level: 1, tabs: [2]))
        let detail = ContainerPath.root.column(.detail)
        #expect(try JSONDecoder().decode(ContainerPath.self, from: JSONEncoder().encode(detail)) == detail)
        #expect(String(data: try JSONEncoder().encode(ContainerPath(level: 1, tabs: [2])), encoding: .utf8)?.contains("column") == false)
    }

    @Test func theRandomStatesOfTheLawsContainSplitsOfBothLayouts() {
        var layouts = Set<Int>()
        for seed: UInt64 in 0..<400 {
            var random = RandomStates(seed: seed)
            let state = random.state()
            for container in [state.root].compactMap({ $0 }) + state.modals.map(\.content) {
                if case .split(let split) = container { layouts.insert(split.columns.count) }
            }
        }
        #expect(layouts == [2, 3])
    }
}
