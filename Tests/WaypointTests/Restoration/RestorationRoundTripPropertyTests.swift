import Foundation
import PropertyBased
import Testing
@_spi(Inspection) import Waypoint
import WaypointTestSupport

@Suite @MainActor struct RestorationRoundTripPropertyTests {
    /// Random valid states: tabs, split views or stacks at the root (splits inside tabs too),
    /// sheets and full-screen levels (a stack or a single screen) above,
    /// screens owned by the app or by flows of a registered kind.
    nonisolated private static let owners: [FlowID] = [.app, "f0", "f1", "f2", "f3"]

    nonisolated private static func generated(_ random: inout SeededGenerator) -> NavigationState {
        let destinations: [Bank] = [.home, .accounts, .account(3), .payments, .pay, .transfer, .transferConfirm(amount: 9)]
        var next: UInt64 = 0
        func screens(_ fewest: Int = 1) -> [Screen] {
            (0..<(fewest + Int(random.next() % 3))).map { _ in
                next += 1 + random.next() % 3
                return Screen(
                    id: Screen.ID(next), destination: destinations[Int(random.next() % UInt64(destinations.count))],
                    owner: owners[Int(random.next() % UInt64(owners.count))])
            }
        }
        func stack() -> Container { .stack(screens()) }
        func stackOrSplit() -> Container {
            guard random.next() % 3 == 0 else { return stack() }
            return .split(SplitColumns(sidebar: screens(), content: random.next() % 2 == 0 ? screens(0) : nil, detail: screens(0)))
        }
        let root: Container =
            random.next() % 3 == 0
            ? .tabs((0...Int(random.next() % 3)).map { _ in stackOrSplit() }, selected: 0) : stackOrSplit()
        let modals = (0..<Int(random.next() % 3)).map { _ in
            var content = stack()
            if random.next() % 3 == 0, case .stack(let screens) = content { content = .screen(screens[0]) }
            return Modal(
                random.next() % 2 == 0 ? .sheet : .fullScreen, content, detents: random.next() % 2 == 0 ? [.large] : [.medium, .large])
        }
        var state = NavigationState(root: root, modals: modals)
        if case .tabs(let tabs, _) = root { state.root = .tabs(tabs, selected: Int(random.next() % UInt64(tabs.count))) }
        return state
    }

    /// The saved flows, each nested in a random earlier one or in none (the first always in none);
    /// shrinks towards flows without parents.
    nonisolated private static let flows = Gen.int(in: 0...3).optional.array(of: owners.count - 1).map { parents in
        owners.dropFirst().enumerated().map { index, id in
            SavedFlow(id: id, kind: "generated", parent: index == 0 ? nil : parents[index].map { owners[1 + $0 % index] })
        }
    }

    @Test func restoringSavedNavigationGivesBackTheSameStateAndFlowTree() async throws {
        let states = Gen.navigationState { random in Self.generated(&random) }
        await propertyCheck(count: 200, input: states, Self.flows) { state, flows in
            try state.validate()
            let (navigator, _, report) = try await relaunch(try SavedNavigation(state: state, flows: flows).encoded())
            #expect(report.isComplete)
            #expect(navigator.state == state)
            for flow in flows {
                let restored = navigator.flow(for: flow.id) as? GeneratedFlow
                let needed = !state.screens(ownedBy: flow.id).isEmpty
                    || flows.contains { $0.parent == flow.id && navigator.flow(for: $0.id) != nil }
                #expect((restored != nil) == needed, "flow \(flow.id) in \(state)")
                if let restored, let parent = flow.parent {
                    #expect((navigator.flow(for: parent) as? GeneratedFlow)?.children.contains { $0 === restored } == true)
                }
            }
            // Saving the restored navigator gives the same data back.
            let again = try SavedNavigation(saving: navigator)
            #expect(again.state == state)
        }
    }
}
