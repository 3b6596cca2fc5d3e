import Waypoint

/// Builds the root flow for each app state (Umbrella's CoordinatorFactory).
@MainActor
struct BankFlows: AppFlowFactory {
    let session: UserSession
    /// Makes the performer of a product-details run.
    let makePerformer: @MainActor () -> ProductPerformer
    /// Tells the app which root flow it made.
    let made: @MainActor (any RunningFlow) -> Void

    func makeRootFlow(for state: AppState, navigator: Navigator) -> any RunningFlow {
        let flow: any RunningFlow =
            switch state {
            case .unauthorised: LoginCoordinator(navigator: navigator, session: session)
            case .authorised, .guest, .offline: MainCoordinator(navigator: navigator, makePerformer: makePerformer)
            }
        made(flow)
        return flow
    }
}
