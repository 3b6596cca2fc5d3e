extension RunningFlow {
    /// The flow's phase, when it is a ``Coordinator`` (every flow the library makes is one).
    ///
    /// ```swift
    /// let flow: any RunningFlow = FlowRun(SignUpFlow(), performer: performer, navigator: navigator)
    /// flow.inspectedPhase   // .idle until it launches, then .preparing, .running, .ended
    /// ```
    @_spi(Inspection) public var inspectedPhase: FlowPhase? {
        (self as? any FlowNode)?.phase
    }

    /// The child flows the flow runs, when it is a ``Coordinator``; empty otherwise.
    ///
    /// ```swift
    /// parent.inspectedChildren.map(\.id)   // [FlowID("signUp#4")]
    /// ```
    @_spi(Inspection) public var inspectedChildren: [any RunningFlow] {
        (self as? any ChildFlowListing)?.childFlows ?? []
    }
}

/// Lists a flow's running children, whatever the flow's output and result types.
@MainActor protocol ChildFlowListing {
    var childFlows: [any RunningFlow] { get }
}

extension Coordinator: ChildFlowListing {
    var childFlows: [any RunningFlow] { childNodes }
}
