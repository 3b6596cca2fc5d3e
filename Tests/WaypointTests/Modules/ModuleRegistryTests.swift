import Testing
@_spi(Inspection) import Waypoint
@_spi(HostAuthoring) import WaypointNavigation

private enum Purse: Destination, Codable { case card(id: Int) }
private enum Vault: Destination, Codable { case item }
private enum Unshown: Destination { case somewhere }

private struct WalletRoute: TypedRoute {
    static let declaration = Route.Declaration("wallet.card", "wallet/:id")
    var id: Int
}

/// A route whose pattern names a parameter the type lacks.
private struct BrokenRoute: TypedRoute {
    static let declaration = Route.Declaration("broken", "broken/:missing")
    var id: Int
}

/// A module made of closures, named as given.
private struct TestModule: WaypointModule {
    var name: String
    var body: @MainActor (inout ModuleRegistration<String>) -> Void

    func register(in module: inout ModuleRegistration<String>) { body(&module) }
}

@MainActor
private func walletScreens(_ module: inout ModuleRegistration<String>) {
    module.screen(Purse.self) { card in "wallet \(card)" }
}

@Suite @MainActor struct ModuleRegistryTests {
    @Test func aDestinationTypeShownByTwoModulesIsAnErrorNamingTheTypeAndBothModules() throws {
        let error = #expect(throws: ModuleError.self) {
            try ModuleRegistry([TestModule(name: "Wallet", body: walletScreens), TestModule(name: "Cards", body: walletScreens)])
        }
        guard case .screen(let screenError) = error else { Issue.record("expected a screen error, got \(String(describing: error))"); return }
        #expect(screenError.kind == .duplicate)
        #expect(screenError.module == "Cards")
        #expect(screenError.otherModule == "Wallet")
        #expect(screenError.typeName.hasSuffix("Purse"))
        #expect(screenError.description.contains("registered by Cards is already shown by Wallet"))
    }

    @Test func theCodableDestinationsTheModulesShowAreTheOnesARelaunchCanRestore() throws {
        let module = TestModule(name: "Wallet") { module in
            walletScreens(&module)
            module.screen(Unshown.self) { _ in "not codable" }
        }
        let registry = try ModuleRegistry([module])
        #expect(registry.screens.destinations.typeNames == [Purse.destinationTypeName])
    }

    @Test func aLinkToADestinationWhoseViewNeedsAnotherFlowIsAnErrorAndRegistersNoRoute() throws {
        let hub = bankHub()
        let module = TestModule(name: "Wallet") { module in
            module.screen(Purse.self, ownedBy: PayFlow.self) { card, _ in "wallet \(card)" }
            module.link(WalletRoute.self) { route in Purse.card(id: route.id) }
        }
        let error = #expect(throws: ModuleError.self) { try ModuleRegistry([module], hub: hub) }
        guard case .screen(let screenError) = error else { Issue.record("expected a screen error, got \(String(describing: error))"); return }
        #expect(screenError.kind == .ownedByAnotherFlow)
        #expect(screenError.module == "Wallet")
        #expect(screenError.ownerFlow?.hasSuffix("PayFlow") == true)
        #expect(screenError.description.contains("link flow owns the screens it builds"))
        #expect(hub.table.routes.isEmpty)
    }

    @Test func aRouteWhoseDestinationNoModuleShowsIsAnErrorAndRegistersNoRoute() throws {
        let hub = bankHub()
        let module = TestModule(name: "Wallet") { module in
            walletScreens(&module)
            module.route(WalletRoute.self, shows: Purse.self, Unshown.self) { _, context in PayFlow(amount: 1, navigator: context.navigator) }
        }
        let error = #expect(throws: ModuleError.self) { try ModuleRegistry([module], hub: hub) }
        guard case .screen(let screenError) = error else { Issue.record("expected a screen error, got \(String(describing: error))"); return }
        #expect(screenError.kind == .unshown)
        #expect(screenError.module == "Wallet")
        #expect(screenError.typeName.hasSuffix("Unshown"))
        #expect(hub.table.routes.isEmpty)
    }

    @Test func aDestinationShownByAnotherModuleSatisfiesARoute() throws {
        let hub = bankHub()
        let routes = TestModule(name: "Links") { module in
            module.link(WalletRoute.self) { route in Purse.card(id: route.id) }
        }
        let registry = try ModuleRegistry([routes, TestModule(name: "Wallet", body: walletScreens)], hub: hub)
        #expect(registry.modules == ["Links", "Wallet"])
        #expect(registry.screens.module(showing: Purse.self) == "Wallet")
        #expect(hub.table.routes.map(\.name) == ["wallet.card"])
    }

    @Test func aTypedRouteThatDisagreesWithItsPatternIsAnErrorNamingTheModule() throws {
        let module = TestModule(name: "Broken") { module in
            module.route(BrokenRoute.self) { _, context in PayFlow(amount: 1, navigator: context.navigator) }
        }
        let error = #expect(throws: ModuleError.self) { try ModuleRegistry([module], hub: bankHub()) }
        guard case .invalidRoute(let name, _) = error else { Issue.record("expected an invalid route, got \(String(describing: error))"); return }
        #expect(name == "Broken")
    }

    @Test func routesWithoutAHubAreAnError() throws {
        let error = #expect(throws: ModuleError.self) { try ModuleRegistry([PaymentsModule<String>()]) }
        guard case .routesWithoutHub(let name) = error else { Issue.record("expected routesWithoutHub, got \(String(describing: error))"); return }
        #expect(name.hasPrefix("PaymentsModule"))
    }

    @Test func aRouteConflictWithTheHubRegistersNothingOfAnyModule() throws {
        let hub = bankHub()
        _ = try ModuleRegistry([PaymentsModule<String>()], hub: hub)
        let wallet = TestModule(name: "Wallet") { module in
            walletScreens(&module)
            module.link(WalletRoute.self) { route in Purse.card(id: route.id) }
        }
        let error = #expect(throws: ModuleError.self) { try ModuleRegistry([wallet, PaymentsModule<String>()], hub: hub) }
        guard case .routeConflict = error else { Issue.record("expected a route conflict, got \(String(describing: error))"); return }
        #expect(hub.table.routes.map(\.name) == ["pay"])
    }

    @Test func aScreenNobodyShowsIsRefusedAsATypedErrorBeforeTheHostShowsIt() throws {
        let screens = try ModuleRegistry([TestModule(name: "Wallet", body: walletScreens)]).screens
        let shown = Screen(id: Screen.ID(1), destination: Purse.card(id: 1))
        let stranger = Screen(id: Screen.ID(2), destination: Vault.item)
        #expect(try screens.view(for: shown) == "wallet card(id: 1)")
        try screens.check(.push(shown, in: ContainerPath(level: 0)))
        let refusal = #expect(throws: NavigationError.self) { try screens.check(.setStack([shown, stranger], in: ContainerPath(level: 0))) }
        #expect(refusal?.kind == .unknownDestination)
        #expect(refusal?.description.contains("Vault") == true)
        #expect(refusal?.description.contains("#2") == true)
        let missing = #expect(throws: NavigationError.self) { try screens.view(for: stranger) }
        #expect(missing?.kind == .unknownDestination)
        // Pops, dismissals and tab selections bring nothing new; alerts are the hosts' own.
        try screens.check(.pop(in: ContainerPath(level: 0)))
        let alert = Screen(id: Screen.ID(3), destination: AlertContent("Sure?", actions: [AlertAction("OK")]))
        try screens.check(.present(Modal(.alert, .screen(alert)), fromLevel: 0))
    }

    @Test func aScreenOwnedByItsFlowIsBuiltWithThatFlow() async throws {
        let module = TestModule(name: "Auth") { module in
            module.screen(Login.self, ownedBy: LoginFlow.self) { _, flow in "login by \(flow.id.rawValue.split(separator: "#")[0])" }
        }
        let screens = try ModuleRegistry([module]).screens
        let navigator = Navigator(host: InMemoryHost())
        let login = LoginFlow(navigator: navigator)
        await login.launch()
        let screen = try #require(navigator.state.topScreen)
        #expect(try screens.view(for: screen, navigator: navigator) == "login by LoginFlow")
        let orphan = Screen(id: Screen.ID(9), destination: Login.form)  // no flow owns it
        #expect(throws: NavigationError.self) { try screens.view(for: orphan, navigator: navigator) }
    }

    @Test func aScreenRegisteredWithItsScreenIsBuiltFromItsDestinationAndOwnerAndMayHaveNoView() throws {
        let module = TestModule(name: "Wallet") { module in
            module.screen(Purse.self) { card, screen in screen.owner == .app ? nil : "\(card) of \(screen.owner)" }
        }
        let screens = try ModuleRegistry([module]).screens
        let owned = Screen(id: Screen.ID(1), destination: Purse.card(id: 4), owner: "wallet")
        #expect(try screens.view(for: owned) == "card(id: 4) of wallet")
        let orphan = Screen(id: Screen.ID(2), destination: Purse.card(id: 5), owner: .app)
        let refusal = #expect(throws: NavigationError.self) { try screens.view(for: orphan) }
        #expect(refusal?.kind == .unknownDestination)
    }
}

/// A headless host that asks a screen registry first, as `UIKitHost` and `SwiftUIHost` do.
@MainActor
private final class RegistryHost: NavigationHost {
    let inner = InMemoryHost()
    let screens: ScreenRegistry<String>

    init(screens: ScreenRegistry<String>) { self.screens = screens }

    var onUserGesture: (@MainActor (UserGesture) -> Void)? {
        get { inner.onUserGesture }
        set { inner.onUserGesture = newValue }
    }

    func perform(_ step: HostStep, completion: @escaping @MainActor (HostStepOutcome) -> Void) {
        perform(step, animated: true, completion: completion)
    }

    func perform(_ step: HostStep, animated: Bool, completion: @escaping @MainActor (HostStepOutcome) -> Void) {
        do {
            try screens.check(step)
        } catch {
            return completion(.refused(error))
        }
        inner.perform(step, animated: animated, completion: completion)
    }
}

@Suite @MainActor struct ModuleRegistryHostTests {
    @Test func aFlowPushingAnUnregisteredTypeIsRefusedAndTheHostKeepsWhatItShowed() async throws {
        let screens = try ModuleRegistry([TestModule(name: "Wallet", body: walletScreens)]).screens
        let host = RegistryHost(screens: screens)
        let navigator = Navigator(host: host)
        try navigator.execute(.setRoot(.stack([navigator.makeScreen(Purse.card(id: 1))])))
        await navigator.settle()
        try navigator.execute(.push(navigator.makeScreen(Vault.item)))
        await navigator.settle()
        #expect(navigator.hostFailure?.kind == .unknownDestination)
        #expect(host.inner.shown.screens.map(\.destination) == [AnyDestination(Purse.card(id: 1))])
    }

    @Test func aLinkIntoASplitWhoseDetailNobodyShowsIsRefusedAndTheColumnsStayAsTheyWere() async throws {
        let screens = try ModuleRegistry([TestModule(name: "Wallet", body: walletScreens)]).screens
        let host = RegistryHost(screens: screens)
        let navigator = Navigator(host: host)
        let sidebar = navigator.makeScreen(Purse.card(id: 1))
        try navigator.execute(.setRoot(.split(SplitColumns(sidebar: [sidebar], content: []))))
        await navigator.settle()
        let shown = host.inner.shown
        let content = navigator.makeScreen(Purse.card(id: 2)), detail = navigator.makeScreen(Vault.item)
        let columns = SplitColumns(sidebar: [sidebar], content: [content], detail: [detail])
        let refusal = #expect(throws: NavigationError.self) { try screens.check(.setColumns(columns, in: .root)) }
        #expect(refusal?.description.contains("\(detail.id)") == true)
        try navigator.setState(NavigationState(root: .split(columns)))
        await navigator.settle()
        #expect(navigator.hostFailure?.kind == .unknownDestination)
        #expect(host.inner.shown == shown)
    }

    @Test func aRestoreWhoseScreensNobodyShowsIsRefusedBeforeTheHostShowsAnything() async throws {
        let screens = try ModuleRegistry([TestModule(name: "Wallet", body: walletScreens)]).screens
        let saved = NavigationState(root: .split(SplitColumns(
            sidebar: [Screen(id: Screen.ID(1), destination: Purse.card(id: 1))], detail: [Screen(id: Screen.ID(2), destination: Vault.item)])))
        let host = RegistryHost(screens: screens)
        let navigator = Navigator(host: host)
        let restorer = NavigationRestorer(destinations: DestinationRegistry(Purse.self, Vault.self))
        try await restorer.restore(try SavedNavigation(state: saved).encoded(), into: navigator)
        await navigator.settle()
        #expect(navigator.state == saved)
        #expect(navigator.hostFailure?.kind == .unknownDestination)
        #expect(host.inner.shown == .empty)
    }

    @Test func aFlowsDeclaredDestinationThatNoModuleShowsIsAnError() throws {
        let module = TestModule(name: "Auth") { module in module.flow(shows: Vault.self) }
        let error = #expect(throws: ModuleError.self) { try ModuleRegistry([module]) }
        guard case .screen(let screenError) = error else { Issue.record("expected a screen error, got \(String(describing: error))"); return }
        #expect(screenError.kind == .unshown)
        #expect(screenError.module == "Auth")
        #expect(screenError.typeName.hasSuffix("Vault"))
    }
}
