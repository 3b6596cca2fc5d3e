/// Every module's routes and screens, checked together and applied at once.
///
/// The registry asks each ``WaypointModule`` to register, then checks: a destination type
/// shown by two modules, a destination declared by a route or flow (`shows:`) that no module shows, a
/// typed route that does not match its pattern, routes that conflict — each a ``ModuleError``
/// naming the type and the module, and nothing is registered. Then the routes join `hub`, and
/// ``screens`` is what the hosts show screens with (`UIKitHost(window:screens:)`,
/// `SwiftUIHost(screens:)`). A destination that still reaches a host without a view (a flow
/// pushing a type nobody registered) is refused as a `NavigationError` of kind
/// `NavigationError.Kind.unknownDestination`, never a crash.
///
/// ```swift
/// let hub = RoutingHub(configuration: RoutingHub.Configuration(urls: URLConfiguration(schemes: ["bank"])))
/// let modules = try ModuleRegistry<UIViewController>([CardsModule(), AccountsModule()], hub: hub)
/// let host = UIKitHost(window: window, screens: modules.screens)
/// ```
@MainActor
public struct ModuleRegistry<Content> {
    /// The views of every module's destinations.
    public let screens: ScreenRegistry<Content>
    /// The modules' names, in registration order.
    public let modules: [String]

    /// Registers `modules`: their screens here, their routes in `hub`.
    ///
    /// - Parameters:
    ///   - modules: The product modules.
    ///   - hub: Where their routes are registered; needed only when a module has routes.
    /// - Throws: ``ModuleError``; then neither the registry nor `hub` holds anything of `modules`.
    public init(_ modules: [any WaypointModule<Content>], hub: RoutingHub? = nil) throws(ModuleError) {
        let registrations = modules.map { module in
            var registration = ModuleRegistration<Content>(module: module.name)
            module.register(in: &registration)
            return registration
        }
        var screens = ScreenRegistry<Content>()
        for registration in registrations {
            if let error = registration.errors.first { throw error }
            for register in registration.screens {
                if let error = register(&screens) { throw .screen(error) }
            }
        }
        for registration in registrations {
            let declared = registration.routes.flatMap(\.shows) + registration.flowDestinations
            if let missing = declared.first(where: { screens.module(showing: $0) == nil }) {
                throw .screen(ScreenRegistryError(.unshown, typeName: missing.destinationTypeName, module: registration.module))
            }
        }
        try Self.checkLinkTargets(registrations)
        try Self.register(registrations.flatMap(\.routes).map(\.descriptor), in: hub, owners: registrations)
        self.screens = screens
        self.modules = registrations.map(\.module)
    }

    /// Refuses a link route whose destination's view is built with another flow: the link's own
    /// flow owns the screens it builds, so that view could never be built.
    private static func checkLinkTargets(_ registrations: [ModuleRegistration<Content>]) throws(ModuleError) {
        var owners: [ObjectIdentifier: (flow: String, module: String)] = [:]
        for registration in registrations {
            for (type, flow) in registration.ownerFlows { owners[type] = (flow, registration.module) }
        }
        for registration in registrations {
            for target in registration.linkTargets {
                guard let owner = owners[ObjectIdentifier(target)] else { continue }
                throw .screen(
                    ScreenRegistryError(
                        .ownedByAnotherFlow, typeName: target.destinationTypeName, module: registration.module,
                        otherModule: owner.module, ownerFlow: owner.flow))
            }
        }
    }

    /// Adds every route to `hub`, after checking them all together against its table.
    private static func register(
        _ descriptors: [any RouteDescriptor], in hub: RoutingHub?, owners: [ModuleRegistration<Content>]
    ) throws(ModuleError) {
        guard !descriptors.isEmpty else { return }
        guard let hub else { throw .routesWithoutHub(module: owners.first { !$0.routes.isEmpty }?.module ?? "") }
        do throws(RouteError) {
            _ = try hub.table.adding(descriptors.flatMap(\.routes))
            for descriptor in descriptors { try hub.register(descriptor) }
        } catch {
            throw .routeConflict(error)
        }
    }
}
