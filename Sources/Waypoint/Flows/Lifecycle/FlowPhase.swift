/// Where a ``Coordinator`` is in its life.
///
/// ```swift
/// if coordinator.phase == .ended { print("gone from screen") }
/// ```
public enum FlowPhase: Hashable, Sendable {
    /// Created, not launched yet.
    case idle
    /// Inside ``Coordinator/start()``: it may work before showing anything.
    case preparing
    /// Showing screens (or running children).
    case running
    /// Finished, failed or cancelled; its screens are gone.
    case ended
}
