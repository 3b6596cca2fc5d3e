import Waypoint

/// Remembers every flow the app created, weakly, to show that none outlives its screens.
@MainActor
final class FlowTracker {
    private var flows: [(name: String, flow: Weak)] = []

    private struct Weak {
        weak var object: AnyObject?
    }

    func track(_ flow: any RunningFlow) {
        flows.append((flow.id.rawValue, Weak(object: flow)))
    }

    /// The ids of the tracked flows still in memory, in creation order.
    var alive: [String] {
        flows.filter { $0.flow.object != nil }.map(\.name)
    }

    /// The tracked flows still in memory, in creation order.
    var aliveFlows: [any RunningFlow] {
        flows.compactMap { $0.flow.object as? any RunningFlow }
    }
}
