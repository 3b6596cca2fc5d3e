import Foundation
import Testing
import WaypointNavigation
import WaypointTestSupport

/// The collapse rule's laws over random splits and stacks, each replayable from its seed.
@Suite struct SplitColumnsLawTests {
    @Test(arguments: 0..<300 as Range<UInt64>)
    func expandingTheCollapsedStackGivesTheColumnsBack(seed: UInt64) {
        var random = RandomStates(seed: seed)
        let split = random.split()
        #expect(split.expanding(split.collapsed) == split, "seed \(seed)")
    }

    @Test(arguments: 0..<300 as Range<UInt64>)
    func collapsingAnExpandedStackGivesTheStackBackInTheSameColumns(seed: UInt64) {
        var random = RandomStates(seed: seed)
        let split = random.split()
        let collapsed = split.collapsed
        let kept = Array(collapsed.prefix(Int.random(in: 0...collapsed.count, using: &random.random)))
        let stack = kept + (0..<Int.random(in: (kept.isEmpty ? 1 : 0)...3, using: &random.random)).map { _ in random.screen() }
        let expanded = split.expanding(stack)
        #expect(expanded.collapsed == stack, "seed \(seed)")
        #expect(expanded.columns == split.columns, "seed \(seed)")
        #expect(!expanded.sidebar.isEmpty, "seed \(seed)")
        for column in split.columns {
            let before = split[column] ?? [], after = expanded[column] ?? []
            #expect(before.starts(with: after) || column == .detail || after.count <= 1, "seed \(seed): \(column) kept its own screens")
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
