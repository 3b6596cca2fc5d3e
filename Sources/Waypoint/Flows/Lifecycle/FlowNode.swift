/// What a flow tells when it ends: its parent coordinator, or the app coordinator.
@MainActor protocol FlowParent: AnyObject {
    /// Called by a child when it ends.
    func childEnded(_ child: any FlowNode)
}

/// The non-generic view of a coordinator that parents use to track their children.
@MainActor protocol FlowNode: RunningFlow, FlowParent {
    var phase: FlowPhase { get }
    var parentNode: (any FlowParent)? { get set }
    /// This flow's id and every live descendant's.
    var subtreeIDs: [FlowID] { get }
    /// Ends the flow as cancelled without touching navigation (its parent dismisses the screens).
    func endAsCancelled()
}

extension Coordinator: FlowNode {
    var subtreeIDs: [FlowID] { [id] + childNodes.flatMap(\.subtreeIDs) }

    func endAsCancelled() { end(.cancelled, dismissing: false) }

    func childEnded(_ child: any FlowNode) {
        childNodes.removeAll { $0 === child }
        evaluate()
    }
}
