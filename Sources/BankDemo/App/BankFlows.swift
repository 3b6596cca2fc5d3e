import Waypoint

/// Builds the root flow for each app state (Umbrella's CoordinatorFactory), the bank's own
/// states included.
@MainActor
struct BankFlows: AppCoordinator.Factory {
    let session: UserSession
    /// Makes the performer of a product-details run.
    let makePerformer: @MainActor () -> ProductPerformer
    /// Tells the app which root flow it made, and for which state.
    let made: @MainActor (AppCoordinator.State, any RunningFlow) -> Void

    func makeRootFlow(for state: AppCoordinator.State, navigator: Navigator) -> any RunningFlow {
        let flow: any RunningFlow =
            switch state {
            case .unauthorized: LoginCoordinator(navigator: navigator, session: session)
            case .guest: MainCoordinator(navigator: navigator, home: .guest, id: "guest", makePerformer: makePerformer)
            case .offline: MainCoordinator(navigator: navigator, home: .offline, id: "offline", makePerformer: makePerformer)
            default: MainCoordinator(navigator: navigator, home: .overview, id: "main", makePerformer: makePerformer)
            }
        made(state, flow)
        return flow
    }
}
