/// Performs a ``Flow``'s steps: shows each one and feeds the user's answer back as a new state.
///
/// Revolut's *FlowPerformer*: it knows how to turn a step into a screen (and its wiring), the
/// flow knows what comes next. ``perform(_:in:)`` shows the step through the context's router
/// helpers and arranges for ``FlowRun/StepContext/advance(to:)`` to be called with the next state —
/// from a screen's action, or right away for a step without UI.
///
/// ```swift
/// struct ProductPerformer: FlowPerformer {
///     let screens: ProductScreens   // injectable factory: fakes in tests
///     func perform(_ step: ProductFlow.Step, in context: FlowRun<ProductFlow>.StepContext) async throws {
///         switch step {
///         case .details(let id):
///             try context.push(Food.product(id))
///             screens.onAdd(id) { context.advance(to: .added(id)) }
///         }
///     }
/// }
/// ```
@MainActor public protocol FlowPerformer<PerformedFlow> {
    /// The flow whose steps this performer shows.
    associatedtype PerformedFlow: Flow

    /// Shows `step`; the answer comes back through `context`.
    ///
    /// - Parameters:
    ///   - step: The step the flow asks for.
    ///   - context: The step's state, router helpers (screens are owned by the running flow)
    ///     and ``FlowRun/StepContext/advance(to:)``.
    /// - Throws: Any error; the running flow then fails and its screens are dismissed.
    func perform(_ step: PerformedFlow.Step, in context: FlowRun<PerformedFlow>.StepContext) async throws
}
