import Waypoint

/// Every flow the app started, held weakly: a screen finds the flow that owns it (its
/// `Screen.owner`), and the console shows that no flow outlives its screens.
@MainActor
final class FlowTracker {
    private struct WeakFlow {
        weak var flow: (any RunningFlow)?
    }

    private var flows: [FlowID: WeakFlow] = [:]

    /// Remembers `flow`, weakly, and returns it.
    @discardableResult
    func track<Flow: RunningFlow>(_ flow: Flow) -> Flow {
        flows = flows.filter { $0.value.flow != nil }
        flows[flow.id] = WeakFlow(flow: flow)
        return flow
    }

    /// The live flow `id`, when it is a `Flow`.
    ///
    /// ```swift
    /// flows.flow(screen.owner, as: LoginCoordinator.self)?.logIn(as: "Ana")
    /// ```
    func flow<Flow: RunningFlow>(_ id: FlowID, as type: Flow.Type) -> Flow? {
        flows[id]?.flow as? Flow
    }

    /// The flows still in memory, by name: `main` once every other flow's screens are gone.
    var aliveNames: String {
        flows.filter { $0.value.flow != nil }.keys.sorted().map(\.rawValue).joined(separator: ", ")
    }
}
