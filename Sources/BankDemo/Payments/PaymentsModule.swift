import Waypoint

/// The payments module: a transfer, which needs a logged-in user, and its screens.
struct PaymentsModule: WaypointModule {
    func register(in module: inout ModuleRegistration<String>) {
        module.route(Transfer.self, policy: RoutePolicy(requiresAuthentication: true), shows: Payments.self) { _, context in
            TransferCoordinator(navigator: context.navigator, hub: context.hub, id: flowID("transfer", context))
        }
        module.screen(Payments.self) { payment in
            switch payment {
            case .transfer: "New transfer"
            case .pickAccount: "From which account?"
            case .confirm(let amount): "Send \(amount)?"
            }
        }
    }
}

/// `transfer`: a new transfer.
struct Transfer: TypedRoute {
    static let declaration = Route.Declaration("payments.transfer", "transfer", owner: "Payments")
}
