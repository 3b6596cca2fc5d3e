/// The view of every destination type, each registered once by the module that owns it.
///
/// `Content` is the platform's view type (`UIViewController` for `UIKitHost`, `any View` for
/// SwiftUI's `NavigationRootView`); the registry itself makes no platform call, so a host only
/// asks it for a screen's view. A type registered twice is a ``ScreenRegistryError`` at
/// registration; a screen whose type nobody registered is a ``NavigationError`` of kind
/// ``NavigationError/Kind/unknownDestination`` when it is shown, and the host refuses that step.
/// Modules usually fill it through `ModuleRegistry` (in `Waypoint`), which also checks that every
/// destination their routes show has a view.
///
/// ```swift
/// var screens = ScreenRegistry<String>()
/// try screens.register(CardDestination.self, module: "Cards") { card in "card \(card)" }
/// let view = try screens.view(for: screen)   // "card detail(id: 3)"
/// ```
@MainActor
public struct ScreenRegistry<Content> {
    struct Builder {
        let module: String
        let typeName: String
        let type: any Destination.Type
        let build: @MainActor (any Destination, Screen, Navigator?) -> Content?
    }

    var builders: [ObjectIdentifier: Builder] = [:]

    /// Every registered destination type that is `Codable`, ready to restore saved navigation:
    /// the screens a relaunch can bring back are those the modules can show.
    ///
    /// ```swift
    /// var restorer = NavigationRestorer(destinations: screens.destinations)
    /// ```
    public internal(set) var destinations = DestinationRegistry()

    /// Creates a registry that shows nothing.
    public init() {}

    /// Registers the view of every destination of type `type`.
    ///
    /// ```swift
    /// try screens.register(CardDestination.self, module: "Cards") { card in CardViewController(card) }
    /// ```
    ///
    /// - Parameters:
    ///   - type: The destination type.
    ///   - module: Who registers it, named in errors.
    ///   - view: Builds the view of one destination; the host calls it once per screen.
    /// - Throws: ``ScreenRegistryError`` of kind `duplicate` when a
    ///   module already registered `type`; the registry is unchanged.
    public mutating func register<D: Destination>(
        _ type: D.Type, module: String, view: @escaping @MainActor (D) -> Content
    ) throws(ScreenRegistryError) {
        try register(type, module: module) { destination, _, _ in view(destination) }
    }

    /// Registers the view of every destination of type `type`, built from the destination, its
    /// screen and the navigator that shows it (to reach the flow that owns the screen).
    ///
    /// ```swift
    /// try screens.register(Login.self, module: "Auth") { _, screen, navigator in
    ///     navigator.map { LoginViewController(screen: screen, navigator: $0) }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - type: The destination type.
    ///   - module: Who registers it, named in errors.
    ///   - screen: Builds the view of one screen; `nil` when it cannot (then ``view(for:navigator:)``
    ///     throws ``NavigationError/Kind/unknownDestination``).
    /// - Throws: ``ScreenRegistryError`` of kind `duplicate` when a
    ///   module already registered `type`; the registry is unchanged.
    public mutating func register<D: Destination>(
        _ type: D.Type, module: String, screen: @escaping @MainActor (D, Screen, Navigator?) -> Content?
    ) throws(ScreenRegistryError) {
        if let existing = builders[ObjectIdentifier(type)] {
            throw ScreenRegistryError(.duplicate, typeName: D.destinationTypeName, module: module, otherModule: existing.module)
        }
        builders[ObjectIdentifier(type)] = Builder(module: module, typeName: D.destinationTypeName, type: type) { destination, shown, navigator in
            (destination as? D).flatMap { screen($0, shown, navigator) }
        }
        if let codable = type as? any (Destination & Codable).Type { destinations.register(codable) }
    }

    /// The module that registered the view of `type`; `nil` when none did.
    ///
    /// ```swift
    /// screens.module(showing: CardDestination.self)   // "Cards"
    /// ```
    package func module(showing type: any Destination.Type) -> String? {
        builders[ObjectIdentifier(type)]?.module
    }

    /// The registered destination types, in no particular order: what a SwiftUI stack declares
    /// a `navigationDestination(for:)` for, so that `NavigationLink(value:)` reaches them.
    package var types: [any Destination.Type] { builders.values.map(\.type) }

    /// The names of the registered destination types, sorted.
    package var typeNames: [String] { builders.values.map(\.typeName).sorted() }

    /// The view of a screen, built by the builder of its destination's type.
    ///
    /// ```swift
    /// let controller = try screens.view(for: screen, navigator: navigator)
    /// ```
    ///
    /// - Parameters:
    ///   - screen: The screen to show.
    ///   - navigator: The navigator that shows it, for builders that reach the screen's flow.
    /// - Throws: ``NavigationError`` of kind ``NavigationError/Kind/unknownDestination`` when no
    ///   builder shows the screen's destination type (or its builder could not).
    public func view(for screen: Screen, navigator: Navigator? = nil) throws(NavigationError) -> Content {
        let base = screen.destination.base
        guard let builder = builders[ObjectIdentifier(type(of: base))], let view = builder.build(base, screen, navigator) else {
            throw unknown(screen, input: "view(for: \(screen.id))")
        }
        return view
    }

    /// Checks that the host can show every screen `step` brings on display, so that a host
    /// refuses the step before it makes any platform call. Alerts and confirmation dialogs
    /// (`AlertContent`) are shown by the hosts themselves and need no builder.
    ///
    /// ```swift
    /// do { try screens.check(step) } catch { return completion(.refused(error)) }
    /// ```
    ///
    /// - Throws: ``NavigationError`` of kind ``NavigationError/Kind/unknownDestination`` naming
    ///   the first screen nobody shows.
    @_spi(HostAuthoring)
    public func check(_ step: HostStep) throws(NavigationError) {
        for screen in step.arrivingScreens where !(screen.destination.base is AlertContent) {
            guard builders[ObjectIdentifier(type(of: screen.destination.base))] == nil else { continue }
            throw unknown(screen, input: step.description)
        }
    }

    private func unknown(_ screen: Screen, input: String) -> NavigationError {
        let known = typeNames.isEmpty ? "no registered destination types" : "registered: \(typeNames.joined(separator: ", "))"
        return NavigationError(
            .unknownDestination, input: input,
            expected: "a screen builder for `\(screen.destination.typeName)` (\(screen.id))", found: known)
    }
}

extension HostStep {
    /// The screens a step brings on display (all of a new container or level; none for a pop,
    /// a dismissal or a tab selection).
    var arrivingScreens: [Screen] {
        switch self {
        case .setRoot(let container): container?.screens ?? []
        case .present(let modal, _): modal.content.screens
        case .push(let screen, _): [screen]
        case .setStack(let screens, _): screens
        case .setTabs(let children, _, _): children.flatMap(\.screens)
        case .setColumns(let split, _): split.collapsed
        case .dismiss, .pop, .selectTab: []
        }
    }
}
