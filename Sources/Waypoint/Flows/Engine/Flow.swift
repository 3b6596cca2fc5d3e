/// A business flow as a finite-state machine: states, steps, and which step follows each state.
///
/// Revolut's flow engine: a flow says *what* happens — from its ``initialState``,
/// ``nextStep(_:)`` names the step to perform (usually a screen), or finishes with a result.
/// A ``FlowPerformer`` says *how*: it shows each step and feeds the user's answer back as a
/// new state. A ``FlowRun`` runs any flow. Flows hold no UI, so their logic
/// is tested as plain values (`simulate(maxSteps:answer:)`), checked for dead ends
/// (`CheckableFlow`) and drawn (`FlowGraph`) — flow tooling, which a test reaches with
/// `@_spi(FlowTooling) import WaypointTesting`.
///
/// ```swift
/// struct ProductFlow: Flow {
///     enum State: Hashable, Sendable { case viewing(Int), added(Int), closed }
///     enum Step: Hashable, Sendable { case details(Int) }
///     let productID: Int
///     var initialState: State { .viewing(productID) }
///     func nextStep(_ state: State) -> FlowNext<Step, Int?> {
///         switch state {
///         case .viewing(let id): .step(.details(id))
///         case .added(let id): .finish(id)
///         case .closed: .finish(nil)
///         }
///     }
/// }
/// ```
public protocol Flow<State, Step, Success>: Sendable {
    /// What the flow knows so far (answers collected, choices made).
    associatedtype State: Hashable & Sendable
    /// What the flow can ask the performer to do, typically one screen each.
    associatedtype Step: Hashable & Sendable
    /// What the flow hands back to whoever started it (named as in `Task<Success, Failure>`, so
    /// that it does not shadow `Swift.Result` in a conforming type).
    associatedtype Success: Sendable

    /// The state the flow starts in.
    var initialState: State { get }

    /// The step that follows `state`, or the flow's result when `state` ends it.
    ///
    /// Must be a pure function of `state`.
    ///
    /// - Parameter state: The state the flow is in.
    /// - Returns: ``FlowNext/step(_:)`` to perform next, or ``FlowNext/finish(_:)``.
    func nextStep(_ state: State) -> FlowNext<Step, Success>
}

/// What a ``Flow`` does after a state: perform a step, or finish with a result.
///
/// ```swift
/// func nextStep(_ state: State) -> FlowNext<Step, Bool> {
///     state == .confirmed ? .finish(true) : .step(.confirm)
/// }
/// ```
public enum FlowNext<Step: Hashable & Sendable, Success: Sendable>: Sendable {
    /// Perform this step; its answer becomes the next state.
    case step(Step)
    /// The flow is over with this result.
    case finish(Success)

    /// The step to perform, or `nil` when the flow finishes.
    package var step: Step? {
        if case .step(let step) = self { return step }
        return nil
    }
}
