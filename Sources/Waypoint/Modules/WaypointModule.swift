/// A product module: registers everything it owns in one place — its routes, the flows they
/// start, and the views of its destinations.
///
/// `Content` is the platform's view type: `UIViewController` for `UIKitHost`, `any View` for
/// SwiftUI's `NavigationRootView`. A ``ModuleRegistry`` collects every module, checks them
/// together (a destination type shown by two modules, a route's destination no module shows)
/// and hands the hosts one `ScreenRegistry`: there is no app-wide screen factory.
///
/// ```swift
/// struct CardsModule: WaypointModule {
///     func register(in module: inout ModuleRegistration<UIViewController>) {
///         module.route(BlockCard.self, shows: CardDestination.self) { card, context in
///             BlockCardCoordinator(cardID: card.cardID, navigator: context.navigator)
///         }
///         module.screen(CardDestination.self) { card in CardViewController(card) }
///     }
/// }
/// ```
@MainActor
public protocol WaypointModule<Content> {
    /// The platform's view type.
    associatedtype Content
    /// The module's name in errors; the type's name by default.
    var name: String { get }
    /// Registers the module's routes and screens.
    func register(in module: inout ModuleRegistration<Content>)
}

extension WaypointModule {
    /// The module type's name, e.g. `"CardsModule"`.
    public var name: String { String(describing: Self.self) }
}
