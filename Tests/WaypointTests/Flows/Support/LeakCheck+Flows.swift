import Waypoint
import WaypointTesting

extension LeakCheck {
    /// Tracks a flow under its own identity.
    func track(_ flow: some RunningFlow) { track(flow, owner: flow.id) }

    /// The leaks as sentences, for readable expectations.
    var unreleased: [String] { leaks.map(\.description) }
}
