@_spi(HostAuthoring) import WaypointNavigation

/// The strategies: Waypoint's minimal diff, the naive tear-down-and-rebuild, and the whole
/// `Navigator` round trip (command, change, diff, queue, host completion) with the minimal diff.
enum NavigationSubject: String, CaseIterable {
    case waypoint
    case rebuild
    case navigator

    func steps(from old: NavigationState, to new: NavigationState) -> [HostStep] {
        switch self {
        case .waypoint, .navigator: NavigationDiff.steps(from: old, to: new)
        case .rebuild: NavigationDiff.rebuild(from: old, to: new)
        }
    }
}

/// A root stack alone, or a root stack under a chain of modal levels (each a two-screen stack).
enum NavigationScenario {
    static let all: [NavigationScenario] = [.stack, .modals(10)]

    case stack
    case modals(Int)

    /// The scenario's word in benchmark names: `stack`, `modals`.
    var name: String {
        switch self {
        case .stack: "stack"
        case .modals: "modals"
        }
    }
}

/// Two states that differ by one push on the top-most stack; operations alternate between them
/// (push, pop, push, …), so every operation is a real diff applied under the host's rules.
struct NavigationWorkload {
    let scenario: NavigationScenario
    let depth: Int
    let shallow: NavigationState
    let deep: NavigationState

    init(scenario: NavigationScenario, depth: Int) {
        self.scenario = scenario
        self.depth = depth
        var ids = ScreenIDGenerator()
        let root = (0..<depth).map { index in Screen(id: ids.next(), destination: BenchPlace.item(index)) }
        var state = NavigationState(root: .stack(root))
        if case .modals(let levels) = scenario {
            state.modals = (0..<levels).map { level in
                Modal(.sheet, .stack([Screen(id: ids.next(), destination: BenchPlace.item(level)), Screen(id: ids.next(), destination: BenchPlace.item(level))]))
            }
        }
        shallow = state
        let extra = Screen(id: ids.next(), destination: BenchPlace.item(-1))
        deep = (try? state.applying(.push(extra))) ?? state
    }

    /// Diffs and applies one change under the host's rules; returns what the host then shows.
    func operation(_ subject: NavigationSubject, _ index: Int) throws -> (shown: NavigationState, steps: Int) {
        let (from, to) = index.isMultiple(of: 2) ? (shallow, deep) : (deep, shallow)
        let steps = subject.steps(from: from, to: to)
        var shown = from
        for step in steps { shown = try shown.performing(step) }
        return (shown, steps.count)
    }
}

/// A host that finishes every step at once and only counts them (a platform host does not
/// re-check the state), so the navigator's own cost is what is measured.
@MainActor
final class CountingHost: NavigationHost {
    var onUserGesture: (@MainActor (UserGesture) -> Void)?
    private(set) var steps = 0

    func perform(_ step: HostStep, completion: @escaping @MainActor (HostStepOutcome) -> Void) {
        steps += 1
        completion(.completed)
    }
}

enum BenchPlace: Destination {
    case item(Int)
}
