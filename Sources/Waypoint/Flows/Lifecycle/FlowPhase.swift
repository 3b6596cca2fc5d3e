/// Where a ``Coordinator`` is in its life: what an inspector shows beside a live flow.
///
/// An app follows a flow's life through its ``FlowEvent``s; the phase is inspection
/// (`@_spi(Inspection)`), read through `RunningFlow.inspectedPhase`.
///
/// ```swift
/// flow.inspectedPhase   // .running while it shows screens, .ended once they are gone
/// ```
@_spi(Inspection) public enum FlowPhase: Hashable, Sendable {
    /// Created, not launched yet.
    case idle
    /// Inside ``Coordinator/start()``: it may work before showing anything.
    case preparing
    /// Showing screens (or running children).
    case running
    /// Finished, failed or cancelled; its screens are gone.
    case ended
}
