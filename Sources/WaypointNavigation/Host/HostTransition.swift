/// One step a host performed and whether it was animated, as ``InMemoryHost`` records it.
///
/// ```swift
/// host.transitions.map(\.animated)   // [false, true]: the cold start, then a push
/// ```
@_spi(HostAuthoring) public struct HostTransition: Hashable, Sendable, CustomStringConvertible {
    /// The step.
    public var step: HostStep
    /// Whether the navigator asked the host to animate it.
    public var animated: Bool

    /// Creates a record.
    public init(_ step: HostStep, animated: Bool) {
        self.step = step
        self.animated = animated
    }

    public var description: String { animated ? "\(step)" : "\(step) (not animated)" }
}
