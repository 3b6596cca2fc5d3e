public import Waypoint

/// What happened when a flow was walked without UI: the steps performed, the states passed
/// through and, if it got there, the result.
///
/// ```swift
/// let trace = TransferFlow().simulate { step, _ in answers[step]! }
/// trace.steps    // [.amount, .confirm]
/// trace.result   // true
/// ```
@_spi(FlowTooling) public struct FlowTrace<F: Flow>: Sendable {
    /// Every state the flow was in, the initial state first.
    public var states: [F.State]
    /// Every step performed, in order.
    public var steps: [F.Step]
    /// The flow's result, or `nil` when the walk stopped first (see ``Flow/simulate(maxSteps:answer:)``).
    public var result: F.Success?

    /// Whether the flow reached a finish.
    public var isFinished: Bool { result != nil }
}

extension Flow {
    /// Walks the flow with no UI: `answer` plays the performer and the user.
    ///
    /// Starting from ``initialState``, each step is handed to `answer`, whose returned state
    /// feeds ``nextStep(_:)`` again, until the flow finishes or `maxSteps` steps were
    /// performed. This is how flows are test-driven: the logic runs as plain values.
    ///
    /// ```swift
    /// let trace = ProductFlow(productID: 7).simulate { step, state in
    ///     .added(7)                     // the user taps "add to order"
    /// }
    /// #expect(trace.result == 7)
    /// ```
    ///
    /// - Parameters:
    ///   - maxSteps: How many steps to perform at most (guards against flows that loop).
    ///   - answer: The state a step leads to, given the step and the state it was asked in.
    /// - Returns: The trace of the walk; its `result` is `nil` when `maxSteps` ran out first.
    /// - Throws: Whatever `answer` throws.
    /// - Complexity: O(*n*) for *n* steps performed.
    @_spi(FlowTooling) public func simulate<E: Error>(
        maxSteps: Int = 1_000, answer: (Step, State) throws(E) -> State
    ) throws(E) -> FlowTrace<Self> {
        var trace = FlowTrace<Self>(states: [initialState], steps: [], result: nil)
        var state = initialState
        while true {
            switch nextStep(state) {
            case .finish(let result):
                trace.result = result
                return trace
            case .step(let step):
                guard trace.steps.count < maxSteps else { return trace }
                trace.steps.append(step)
                state = try answer(step, state)
                trace.states.append(state)
            }
        }
    }
}
