extension Coordinator {
    /// Runs `flow` as this coordinator's child and returns its result.
    ///
    /// ```swift
    /// let confirmed = try await run(TransferFlow(), performer: TransferPerformer())
    /// ```
    ///
    /// - Parameters:
    ///   - flow: The flow.
    ///   - performer: Shows its steps.
    /// - Returns: The flow's result.
    /// - Throws: ``FlowError``: cancelled when the user closed it, or its failure.
    public func run<F: Flow>(_ flow: F, performer: some FlowPerformer<F>) async throws(FlowError) -> F.Success {
        try await run(FlowRun(flow, performer: performer, navigator: navigator))
    }
}
