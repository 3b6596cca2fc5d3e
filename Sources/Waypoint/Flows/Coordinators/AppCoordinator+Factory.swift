extension AppCoordinator {
    /// Builds the root flow for each ``AppCoordinator/State`` (Umbrella's *CoordinatorFactory*).
    ///
    /// Inject a fake in tests to check which flow the app starts.
    ///
    /// ```swift
    /// struct BankFlows: Factory {
    ///     func makeRootFlow(for state: State, navigator: Navigator) -> any RunningFlow {
    ///         switch state {
    ///         case .unauthorized: LoginCoordinator(navigator: navigator)
    ///         case .authorized, .guest, .offline: MainCoordinator(navigator: navigator, state: state)
    ///         }
    ///     }
    /// }
    /// ```
    @MainActor public protocol Factory {
        /// The root flow to show in `state`; it should replace the root when it starts
        /// (for example with ``Coordinator/setRoot(_:)``).
        ///
        /// - Parameters:
        ///   - state: The app's state.
        ///   - navigator: The navigator the flow shows its screens through.
        /// - Returns: A flow that was never launched.
        func makeRootFlow(for state: State, navigator: Navigator) -> any RunningFlow
    }
}

// The former name of `AppCoordinator.Factory`, for this package's own code.
