import Waypoint

/// Remembers every flow of the app, weakly, to show that none outlives its screens.
///
/// The app hands it the flows it makes itself (root flows, restored flows); the flows the hub's
/// routes start — link flows included, which the library makes — it learns from the hub's event
/// stream: the owner of each screen shown in a window.
@MainActor
final class FlowTracker {
    private var flows: [(name: String, flow: Weak)] = []
    private var watching: NavigationSubscription?

    private struct Weak {
        weak var object: AnyObject?
    }

    /// Remembers `flow`, once.
    func track(_ flow: any RunningFlow) {
        guard !flows.contains(where: { $0.flow.object === flow }) else { return }
        flows.append((flow.id.rawValue, Weak(object: flow)))
    }

    /// Remembers, from now on, the flow that owns each screen shown in one of `hub`'s windows.
    ///
    /// - Parameters:
    ///   - hub: The hub whose events report every registered navigator's changes.
    ///   - navigator: The navigator of a window, to find a screen's flow in.
    func watch(_ hub: RoutingHub, navigator: @escaping @MainActor (SceneID) -> Navigator?) {
        watching = hub.onEvent { [weak self] event in
            guard case .navigated(_, let shown, _) = event.kind, let scene = event.scene, let navigator = navigator(scene)
            else { return }
            for screen in shown {
                if let flow = navigator.flow(owning: screen) { self?.track(flow) }
            }
        }
    }

    /// The ids of the tracked flows still in memory, in the order the app met them.
    var alive: [String] {
        flows.filter { $0.flow.object != nil }.map(\.name)
    }

    /// The tracked flows still in memory, in the order the app met them.
    var aliveFlows: [any RunningFlow] {
        flows.compactMap { $0.flow.object as? any RunningFlow }
    }
}
