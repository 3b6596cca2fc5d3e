import Waypoint

/// Builds the root flow for each app state (Umbrella's coordinator factory).
@MainActor
struct BankFlows: AppCoordinator.Factory {
    let session: UserSession
    let flows: FlowTracker

    func makeRootFlow(for state: AppCoordinator.State, navigator: Navigator) -> any RunningFlow {
        switch state {
        case .unauthorized:
            return flows.track(LoginCoordinator(navigator: navigator, session: session))
        default:
            return flows.track(MainCoordinator(navigator: navigator))
        }
    }
}
