@_spi(Tooling) import WaypointNavigation

/// A `Navigator` showing a workload's shallow state on a ``CountingHost``, checked to push and
/// pop back: each ``step(_:)`` is one command through `Navigator.execute`.
@MainActor
struct NavigatorRun {
    let navigator: Navigator
    let host: CountingHost
    let extra: Screen
    /// Host steps one push took in the check.
    let hostSteps: Int

    /// - Throws: ``NavigationWorkload/Missed`` when the navigator does not reach the target.
    init(_ workload: NavigationWorkload) throws {
        host = CountingHost()
        navigator = Navigator(host: host, state: workload.shallow)
        guard let extra = Navigator(host: InMemoryHost(), state: workload.deep).top, navigator.isSettled else {
            throw NavigationWorkload.Missed(description: "navigator did not show the state at depth \(workload.depth)")
        }
        self.extra = extra
        let before = host.steps
        try navigator.execute(.push(extra))
        hostSteps = host.steps - before
        try navigator.execute(.pop)
        guard navigator.isSettled, navigator.state == workload.shallow else {
            throw NavigationWorkload.Missed(description: "navigator did not reach the target at depth \(workload.depth)")
        }
    }

    /// Operation `index`: a push when it is even, a pop when odd; folds what changed.
    func step(_ index: Int) -> Int {
        let command: NavigationCommand = index.isMultiple(of: 2) ? .push(extra) : .pop
        guard let change = try? navigator.execute(command) else { return -1 }
        return change.inserted.count &+ host.steps
    }
}
