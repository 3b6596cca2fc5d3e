public import Waypoint

/// A ``Flow`` that declares its states and where each step can lead, so it can be checked and drawn.
///
/// The declarations let ``FlowGraph`` find unreachable states, steps with no exit, states
/// that can never finish and exits to undeclared states — without running any UI — and draw
/// the flow as Mermaid or Graphviz text.
///
/// ```swift
/// extension TransferFlow: CheckableFlow {
///     var states: [State] { [.start, .amountChosen, .confirmed, .cancelled] }
///     func exits(of step: Step) -> [State] {
///         switch step {
///         case .amount: [.amountChosen, .cancelled]
///         case .confirm: [.confirmed, .start]
///         }
///     }
/// }
/// let findings = FlowGraph(TransferFlow()).check()   // [] when the flow is sound
/// ```
@_spi(FlowTooling) public protocol CheckableFlow: Flow {
    /// Every state the flow knows, in the order drawings list them.
    var states: [State] { get }

    /// The states a step can lead to, i.e. every answer its performer may give.
    ///
    /// - Parameter step: A step the flow performs.
    /// - Returns: The possible next states, in drawing order. Empty means the step has no
    ///   way out, which ``FlowGraph/check()`` reports.
    func exits(of step: Step) -> [State]
}
