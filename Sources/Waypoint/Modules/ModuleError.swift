/// Why a ``ModuleRegistry`` refused the modules; thrown before any route joins the hub.
///
/// ```swift
/// do {
///     _ = try ModuleRegistry<String>([CardsModule()], hub: hub)
/// } catch {
///     print(error)   // destination type `Cards.CardDestination` declared by CardsModule has no screen: …
/// }
/// ```
public enum ModuleError: Error, CustomStringConvertible {
    /// A destination type shown by two modules, or declared by a route but shown by none.
    case screen(ScreenRegistryError)
    /// A typed route whose properties and pattern disagree.
    case invalidRoute(module: String, RouteError)
    /// Routes that conflict with each other or with the hub's routes.
    case routeConflict(RouteError)
    /// A module registers routes, but the registry was given no hub to register them in.
    case routesWithoutHub(module: String)

    public var description: String {
        switch self {
        case .screen(let error): error.description
        case .invalidRoute(let module, let error): "route of \(module): \(error)"
        case .routeConflict(let error): error.description
        case .routesWithoutHub(let module): "\(module) registers routes, but the ModuleRegistry has no hub"
        }
    }
}
