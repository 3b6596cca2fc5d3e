@_spi(HostAuthoring) import WaypointNavigation

/// Breadth-first search for the shortest legal sequence of host steps from one state to another,
/// over every step that moves a container towards its target content (plus single pops, which
/// make room when screens change levels). Independent of `NavigationDiff`: it only knows the
/// host's rules, through `NavigationState.performing(_:)`.
enum MinimumSearch {
    static func shortest(from old: NavigationState, to new: NavigationState, limit: Int) -> Int? {
        if old == new { return 0 }
        var frontier: [NavigationState] = [old]
        var seen: Set<NavigationState> = [old]
        for depth in 1...limit {
            var next: [NavigationState] = []
            for state in frontier {
                for step in candidates(from: state, to: new) {
                    guard let after = try? state.performing(step), seen.insert(after).inserted else { continue }
                    if after == new { return depth }
                    next.append(after)
                }
            }
            frontier = next
        }
        return nil
    }

    private static func candidates(from state: NavigationState, to target: NavigationState) -> [HostStep] {
        var steps: [HostStep] = []
        for level in 0..<state.topLevel { steps.append(.dismiss(toLevel: level)) }
        steps.append(.setRoot(target.root))
        if state.topLevel < target.modals.count, state.root != nil {
            steps.append(.present(target.modals[state.topLevel], fromLevel: state.topLevel))
        }
        for level in 0..<state.levelCount {
            guard let container = state.container(atLevel: level) else { continue }
            for tabs in tabPaths(in: container) {
                let path = ContainerPath(level: level, tabs: tabs)
                let wanted = target.container(at: path)
                switch state.container(at: path) {
                case .stack(let screens)?:
                    steps.append(.pop(in: path))
                    if case .stack(let goal)? = wanted {
                        steps.append(.setStack(Array(goal), in: path))
                        if goal.count > screens.count { steps.append(.push(goal[screens.count], in: path)) }
                    }
                case .tabs?:
                    if case .tabs(let goal, let selected)? = wanted {
                        steps.append(.selectTab(selected, in: path))
                        steps.append(.setTabs(goal, selected: selected, in: path))
                    }
                case .split(let split)?:
                    for column in split.columns {
                        let columnPath = path.column(column)
                        let screens = split[column] ?? []
                        steps.append(.pop(in: columnPath))
                        if case .split(let goal)? = wanted, let goalStack = goal[column] {
                            steps.append(.setStack(goalStack, in: columnPath))
                            if goalStack.count > screens.count { steps.append(.push(goalStack[screens.count], in: columnPath)) }
                        }
                    }
                    if case .split(let goal)? = wanted { steps.append(.setColumns(goal, in: path)) }
                default: break
                }
            }
        }
        return steps
    }

    private static func tabPaths(in container: Container) -> [[Int]] {
        guard case .tabs(let tabs, _) = container else { return [[]] }
        var paths: [[Int]] = [[]]
        for (index, tab) in tabs.enumerated() {
            paths.append(contentsOf: tabPaths(in: tab).map { [index] + $0 })
        }
        return paths
    }
}
