import Waypoint

/// What the bank gives its product modules: the services and the user session their flows use.
///
/// The platform of the demo is the in-memory host, which draws nothing: a module's view of a
/// screen is the line of text that screen shows (`ModuleRegistration<String>`).
@MainActor
struct BankModuleContext {
    let session: UserSession
    let cards: CardService
    /// Makes the performer of a new product-details run (the script drives its screens).
    let makeProductPerformer: @MainActor () -> ProductPerformer
}

/// A flow's owner name from its module and the hub session that started it, `transfer#10`:
/// stable in every run.
@MainActor
func flowID(_ module: String, _ context: RoutingHub.Context) -> FlowID {
    FlowID("\(module)\(context.request.session)")
}
