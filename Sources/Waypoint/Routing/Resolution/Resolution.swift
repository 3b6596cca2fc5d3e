/// What resolving one request decided, step by step: the one value the ``Resolver`` returns.
struct Resolution {
    /// The URL as the hub knows it (for external sources, reduced to declared keys).
    var url: String
    var steps: [RoutingPlan.Step]
    var outcome: Outcome

    enum Outcome {
        case proceed(RouteRequest, RoutingHub.Registration, dismissModals: Bool)
        /// `link` is what the parked request asks for, so that duplicates collapse.
        case park(RoutingGuard.Condition, starting: String?, link: ParkedLink)
        case fail(RoutingError)
    }
}

/// The steps of a resolution, kept only when someone reads them (a plan, or event listeners):
/// a request nobody watches builds no list.
struct StepLog {
    let isRecording: Bool
    private(set) var steps: [RoutingPlan.Step] = []

    init(isRecording: Bool) {
        self.isRecording = isRecording
    }

    mutating func append(_ step: @autoclosure () -> RoutingPlan.Step) {
        if isRecording { steps.append(step()) }
    }
}
