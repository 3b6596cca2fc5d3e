extension Coordinator {
    /// Launches `child` as this coordinator's child (``launch(_:)``) and waits for its result.
    ///
    /// The child is tracked automatically: it stays in ``children`` while it lives and leaves
    /// when it ends. Cancelling the waiting task cancels the child.
    ///
    /// ```swift
    /// do {
    ///     let receipt = try await run(PayCoordinator(navigator: navigator))
    /// } catch where error.kind == .cancelled {
    ///     // the user swiped the payment away
    /// }
    /// ```
    ///
    /// - Parameter child: A coordinator that was never launched.
    /// - Returns: The child's result.
    /// - Throws: ``FlowError``: ``FlowError/Kind/cancelled`` when the user closed the child or it
    ///   was cancelled, the child's own failure, `ended` when this coordinator
    ///   has ended, `alreadyLaunched` when `child` was launched before,
    ///   `duplicateID` when another live flow on the navigator has `child`'s id.
    public func run<ChildOutput, ChildSuccess>(
        _ child: Coordinator<ChildOutput, ChildSuccess>
    ) async throws(FlowError) -> ChildSuccess {
        try await launch(child)
        switch await child.ended() {
        case .finished(let result): return result
        case .failed(let error): throw error
        case .started, .produced, .cancelled: throw FlowError(.cancelled, flow: child.id)
        }
    }

    /// Launches `child` as this coordinator's child and returns once it has shown its first
    /// screens (or ended): the child's form of ``launch()``.
    ///
    /// Observe the child through its ``events``, or launch it with ``run(_:)`` to wait for its
    /// result. It is tracked like a child run with ``run(_:)``.
    ///
    /// ```swift
    /// let pending = PendingPaymentsCoordinator(navigator: navigator)
    /// try await launch(pending)
    /// ```
    ///
    /// - Parameter child: A coordinator that was never launched.
    /// - Throws: `ended` when this coordinator has ended,
    ///   `alreadyLaunched` when `child` was launched before,
    ///   `duplicateID` when another live flow on `child`'s navigator has its id;
    ///   `child` is not started then.
    public func launch<ChildOutput, ChildSuccess>(_ child: Coordinator<ChildOutput, ChildSuccess>) async throws(FlowError) {
        guard isActive else { throw FlowError(.ended, flow: id) }
        guard child.phase == .idle else { throw FlowError(.alreadyLaunched, flow: child.id) }
        guard !FlowIdentity.isClaimed(child.id, byOtherThan: child, on: child.navigator) else {
            throw FlowError(.duplicateID, flow: child.id)
        }
        child.parentNode = self
        childNodes.append(child)
        await child.launch()
    }
}
