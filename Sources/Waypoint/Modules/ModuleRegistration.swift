/// What one ``WaypointModule`` registers: its routes (with the destinations their flows show)
/// and the views of its destination types. A ``ModuleRegistry`` checks and applies it.
///
/// Nothing here throws: a mistake (a typed route whose properties and pattern disagree) is
/// kept and reported by the ``ModuleRegistry`` as a ``ModuleError`` naming the module.
///
/// ```swift
/// module.route(BlockCard.self) { card, context in BlockCardCoordinator(card, navigator: context.navigator) }
/// module.screen(CardDestination.self) { card in CardView(card) }
/// ```
@MainActor
public struct ModuleRegistration<Content> {
    /// The module's name, as errors name it.
    let module: String
    var routes: [(descriptor: any RouteDescriptor, shows: [any Destination.Type])] = []
    /// The destination types the module's flows show outside any route.
    var flowDestinations: [any Destination.Type] = []
    /// The destination types this module's link routes open (their link flow owns them).
    var linkTargets: [any Destination.Type] = []
    /// The flow type each `screen(_:ownedBy:)` view is built with, by destination type.
    var ownerFlows: [ObjectIdentifier: String] = [:]
    /// Each adds one view builder, returning the error that refused it.
    var screens: [(inout ScreenRegistry<Content>) -> ScreenRegistryError?] = []
    var errors: [ModuleError] = []

    init(module: String) {
        self.module = module
    }

    /// Registers a descriptor's routes; `shows` declares the destination types its flows show,
    /// which some module must register a view for.
    ///
    /// ```swift
    /// module.route(FlowRoute(try Route("help", "help/*")) { request, context in HelpFlow(context) }, shows: Help.self)
    /// ```
    package mutating func route(_ descriptor: some RouteDescriptor, shows: any Destination.Type...) {
        routes.append((descriptor, shows))
    }

    /// Registers a typed route: its flow gets the matched value.
    ///
    /// ```swift
    /// module.route(BlockCard.self, shows: CardDestination.self) { card, context in
    ///     BlockCardCoordinator(cardID: card.cardID, navigator: context.navigator)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - type: The typed route; its properties are checked against its pattern here, and a
    ///     mismatch is reported by the ``ModuleRegistry`` (``ModuleError/invalidRoute(module:_:)``).
    ///   - policy: The route's policy.
    ///   - shows: The destination types its flow shows.
    ///   - flow: Builds the flow for one matched value.
    public mutating func route<Value: TypedRoute>(
        _ type: Value.Type, policy: RoutePolicy = RoutePolicy(), shows: any Destination.Type...,
        flow: @escaping @MainActor (Value, RoutingHub.Context) -> any RunningFlow
    ) {
        do throws(RouteError) {
            routes.append((try FlowRoute(type, policy: policy, makeFlow: flow), shows))
        } catch {
            errors.append(.invalidRoute(module: module, error))
        }
    }

    /// Registers a typed route that opens a deep link: the link's missing screens are built
    /// (tabs selected, screens pushed, sheets presented as the destinations' parents and
    /// presentations declare, see ``LinkableDestination``) and owned by the route's flow, which
    /// ends when the user leaves them. The link's destination type is declared as shown.
    ///
    /// ```swift
    /// module.link(BlockCard.self) { card in CardPage.block(id: card.id) }   // cards tab → card → sheet
    /// ```
    ///
    /// - Parameters:
    ///   - type: The typed route.
    ///   - policy: The route's policy.
    ///   - destination: Where one matched value leads.
    public mutating func link<Value: TypedRoute, Target: Destination>(
        _ type: Value.Type, policy: RoutePolicy = RoutePolicy(), to destination: @escaping @MainActor (Value) -> Target
    ) {
        linkTargets.append(Target.self)
        do throws(RouteError) {
            routes.append((try LinkRoute(type, policy: policy) { value in DeepLink(destination(value)) }, [Target.self]))
        } catch {
            errors.append(.invalidRoute(module: module, error))
        }
    }

    /// Declares the destination types this module's flows show outside its routes (a root flow,
    /// a child flow), which some module must register a view for.
    ///
    /// ```swift
    /// module.flow(shows: Login.self, Onboarding.self)
    /// ```
    public mutating func flow(shows types: any Destination.Type...) {
        flowDestinations += types
    }

    /// Registers the view of every destination of type `type`; only this module may show it.
    ///
    /// ```swift
    /// module.screen(CardDestination.self) { card in CardViewController(card) }
    /// ```
    public mutating func screen<D: Destination>(_ type: D.Type, view: @escaping @MainActor (D) -> Content) {
        add(type) { destination, _, _ in view(destination) }
    }

    /// Registers the view of every destination of type `type`, built with the screen that shows
    /// it, so that the view acts on its own screen: pushes above it, owned by the same flow
    /// (`Screen.owner`), or finds that flow when its button is tapped.
    ///
    /// ```swift
    /// module.screen(Accounts.self) { accounts, screen in AccountsViewController(screen: screen, navigator: navigator) }
    /// ```
    ///
    /// Return `nil` when this screen cannot have a view: `ScreenRegistry.view(for:navigator:)`
    /// then throws `NavigationError.Kind.unknownDestination` and the hosts show an empty placeholder.
    public mutating func screen<D: Destination>(_ type: D.Type, view: @escaping @MainActor (D, Screen) -> Content?) {
        add(type) { destination, screen, _ in view(destination, screen) }
    }

    /// Registers the view of every destination of type `type`, built with the flow that shows
    /// it, so that the view reports to its flow without a lookup of its own.
    ///
    /// ```swift
    /// module.screen(Login.self, ownedBy: LoginFlow.self) { _, flow in LoginViewController(onLogIn: flow.loggedIn) }
    /// ```
    ///
    /// A screen of `type` that no live `Flow` owns has no view: `ScreenRegistry.view(for:navigator:)`
    /// throws `NavigationError.Kind.unknownDestination` and the hosts show an empty placeholder
    /// (a programming error: show the type only from that flow).
    public mutating func screen<D: Destination, Flow: RunningFlow>(
        _ type: D.Type, ownedBy flow: Flow.Type, view: @escaping @MainActor (D, Flow) -> Content
    ) {
        ownerFlows[ObjectIdentifier(type)] = String(describing: Flow.self)
        add(type) { destination, screen, navigator in
            navigator?.coordinator(owning: screen, as: Flow.self).map { view(destination, $0) }
        }
    }

    private mutating func add<D: Destination>(_ type: D.Type, screen: @escaping @MainActor (D, Screen, Navigator?) -> Content?) {
        let module = module
        screens.append { registry in
            do throws(ScreenRegistryError) {
                try registry.register(type, module: module, screen: screen)
                return nil
            } catch {
                return error
            }
        }
    }
}
