@_spi(HostAuthoring) import Waypoint
@_spi(HostAuthoring) import WaypointNavigation

/// The two ways of opening a link that the `deeplinks` suite compares:
/// - `waypoint`: `DeepLink.resolve(in:owner:ids:)` (behind `@_spi(Tooling)`) keeps the longest matching part of the state on display,
///   then `NavigationDiff.steps` gives the host steps;
/// - `rebuild`: the naive way — build every screen of the link from scratch and show them one
///   router command at a time (`setRoot` the first, `push` each next one, `present` each sheet).
enum LinkPlanners {
    static let all: [(name: String, plan: @Sendable (LinkScenario) throws -> (steps: Int, built: Int))] = [
        ("waypoint", plan), ("rebuild", rebuild),
    ]

    /// Reconciliation: the target from what is on display, and the host steps to reach it.
    static func plan(_ scenario: LinkScenario) throws -> (steps: Int, built: Int) {
        var ids = ScreenIDGenerator(after: Screen.ID(1_000_000))
        let resolution = try scenario.link.resolve(in: scenario.start, ids: &ids)
        return (NavigationDiff.steps(from: scenario.start, to: resolution.target).count, resolution.built.count)
    }

    /// The naive way: every screen of the link built anew and shown one router command at a time
    /// (dismiss what is presented, `setRoot` the first screen, `push` or `present` each next one).
    static func rebuild(_ scenario: LinkScenario) throws -> (steps: Int, built: Int) {
        var ids = ScreenIDGenerator(after: Screen.ID(1_000_000))
        let fresh = try scenario.link.resolve(in: .empty, ids: &ids)
        let dismissal = scenario.start.modals.isEmpty ? 0 : 1
        return (dismissal + fresh.built.count, fresh.built.count)
    }
}
