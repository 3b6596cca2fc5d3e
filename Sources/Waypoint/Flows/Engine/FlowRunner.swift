/// Starts any ``Flow`` in one line, from anywhere: the package's own shortcut for
/// `FlowRun(_:performer:navigator:)` and `launch()`, which apps write out.
///
/// Revolut's *FlowRunner*: no copy-pasted screen set-up — give it a flow and the performer
/// that shows its steps.
///
/// ```swift
/// let runner = FlowRunner(navigator: navigator)
/// let added = try await runner.run(ProductFlow(productID: 7), performer: ProductPerformer(screens: screens))
/// ```
@MainActor package struct FlowRunner {
    /// The navigator the flows show their screens through.
    package let navigator: Navigator

    /// Creates a runner that shows flows through `navigator`.
    ///
    /// - Parameter navigator: Where the screens go.
    package init(navigator: Navigator) {
        self.navigator = navigator
    }

    /// Launches `flow` and returns its run once the first step is shown.
    ///
    /// Keep the returned run as long as you observe it; it ends by itself when its screens go.
    ///
    /// ```swift
    /// let run = await runner.start(TransferFlow(), performer: performer)
    /// for await event in run.events { print(event) }
    /// ```
    ///
    /// - Parameters:
    ///   - flow: The flow.
    ///   - performer: Shows its steps.
    /// - Returns: The launched run (a ``RunningFlow``).
    package func start<F: Flow>(_ flow: F, performer: some FlowPerformer<F>) async -> FlowRun<F> {
        let run = FlowRun(flow, performer: performer, navigator: navigator)
        await run.launch()
        return run
    }

    /// Runs `flow` to its end and returns its result.
    ///
    /// ```swift
    /// let confirmed = try await runner.run(TransferFlow(), performer: performer)
    /// ```
    ///
    /// - Parameters:
    ///   - flow: The flow.
    ///   - performer: Shows its steps.
    /// - Returns: The flow's result.
    /// - Throws: ``FlowError``: cancelled when the user closed it, or its failure.
    package func run<F: Flow>(_ flow: F, performer: some FlowPerformer<F>) async throws(FlowError) -> F.Success {
        let run = await start(flow, performer: performer)
        switch await run.ended() {
        case .finished(let result): return result
        case .failed(let error): throw error
        case .started, .produced, .cancelled: throw FlowError(.cancelled, flow: run.id)
        }
    }
}
