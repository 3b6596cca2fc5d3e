import Foundation
import Waypoint

/// The app's composition root, the same in the SwiftUI and the UIKit example: one navigator on
/// the platform's host, the app coordinator choosing the root flow from the user's session, and
/// the routing hub. Each product module — auth, home, accounts, cards — registers its routes,
/// the flows they start and its screens through a `ModuleRegistry`; the app gives each module its
/// views, and the host shows every screen with the view its module registered.
///
/// ```swift
/// let bank = try Bank(
///     scheme: "bankswiftui",
///     auth: AuthScreens { logIn in LoginView(logIn: logIn) },
///     home: HomeScreens { bank, _ in HomeView(bank: bank) },
///     accounts: AccountsScreens(list: { _, _ in AccountsView() },
///                               detail: { id in AccountView(id: id) }),
///     cards: CardsScreens { controller, done in CardBlockView(controller: controller, done: done) }
/// ) { screens in SwiftUIHost(screens: screens) }   // or a UIKitHost
/// await bank.launch()                                          // the login screen
/// ```
@MainActor
public final class Bank {
    /// The custom URL scheme the app registers (its `Info.plist`), e.g. `bankswiftui`.
    let scheme: String
    /// The navigator of the app's window: a UIKit screen pushes with `bank.navigator.push(_:)`
    /// (a SwiftUI view reads it from `@Environment(Navigator.self)`).
    public let navigator: Navigator
    let hub: RoutingHub
    /// Who is logged in; the screens greet ``UserSession/user``.
    public let session: UserSession
    let flows: FlowTracker
    let cards: CardService
    /// Umbrella's app coordinator: the login flow while nobody is logged in, then the main flow.
    let app: AppCoordinator
    /// The product modules' names, in registration order.
    public let modules: [String]
    /// The destination types a relaunch can restore: the `Codable` ones the modules show.
    let destinations: DestinationRegistry
    private var launched = false
    private var logging: NavigationSubscription?

    /// Creates the bank: registers every module's routes in the routing hub and its screens in
    /// the registry `host` shows them with. Nothing is on screen until ``launch()``.
    ///
    /// - Parameters:
    ///   - scheme: The custom URL scheme the app registers.
    ///   - auth: The login screen's view.
    ///   - home: Home's view.
    ///   - accounts: The accounts' views.
    ///   - cards: The card sheet's view.
    ///   - host: Makes the platform's host from the modules' screens; called once, before the
    ///     initialiser returns.
    /// - Throws: `ModuleError` naming the module at fault (a destination shown twice or by no
    ///   module, a route conflict); a programming error.
    public init<Content>(
        scheme: String, auth: AuthScreens<Content>, home: HomeScreens<Content>, accounts: AccountsScreens<Content>,
        cards cardScreens: CardsScreens<Content>, host: (ScreenRegistry<Content>) -> any NavigationHost
    ) throws(ModuleError) {
        let session = UserSession()
        let flows = FlowTracker()
        let cards = CardService()
        let hub = RoutingHub(
            configuration: RoutingHub.Configuration(urls: URLConfiguration(schemes: [scheme], hosts: ["bank.example"])))
        let reference = BankReference()
        let context = BankModuleContext(flows: flows, cards: cards, reference: reference)
        let registry = try ModuleRegistry<Content>(
            [
                AuthModule(screens: auth, context: context), HomeModule(screens: home, context: context),
                AccountsModule(screens: accounts, context: context), CardsModule(screens: cardScreens, context: context),
            ], hub: hub)
        let navigator = Navigator(host: host(registry.screens))
        self.scheme = scheme
        self.navigator = navigator
        self.hub = hub
        self.session = session
        self.flows = flows
        self.cards = cards
        self.modules = registry.modules
        self.destinations = registry.screens.destinations
        app = AppCoordinator(
            navigator: navigator, state: { session.state }, factory: BankFlows(session: session, flows: flows))
        // The login flow is the root while nobody is logged in: a link that needs a user waits
        // in the hub until the main flow has started, instead of starting another login.
        app.connect(hub)
        reference.bank = self
        // The hub's decisions in the console; after each session's end, the flows still in memory.
        logging = hub.onEvent { event in
            print("hub  \(event)")
            guard case .state(let state) = event.kind, state.isTerminal else { return }
            Task { @MainActor in print("flows in memory: \(flows.aliveNames)") }  // once the session let go
        }
    }

    /// Starts the app: the root flow for the session's state, then the hub, which now delivers
    /// the links that arrived before any screen existed (a cold start from a link).
    public func launch() async {
        await launch(restoring: nil)
    }

    /// Starts the app from what ``savedState()`` returned before the system ended it: the
    /// screens come back with the flows owning them; what cannot be restored is dropped, and
    /// with nothing to restore the app starts as ``launch()`` does.
    ///
    /// - Parameter saved: The saved state (UIKit's `stateRestorationActivity`, SwiftUI's
    ///   `@SceneStorage`), or `nil`.
    public func launch(restoring saved: Data?) async {
        guard !launched else { return }
        launched = true
        if let saved { await restore(saved) }
        await app.launch()  // nothing to do when the root flow was restored
    }

    /// Opens a link the system handed to the app (`onOpenURL`, `scene(_:openURLContexts:)`): an
    /// `https` link is a universal link, the app's own scheme comes from another app or Safari.
    ///
    /// - Parameters:
    ///   - url: The link.
    ///   - sourceApplication: The bundle identifier of the app that opened it, when UIKit says
    ///     (`UIOpenURLContext.options.sourceApplication`); routes may admit only some apps.
    public func open(_ url: URL, sourceApplication: String? = nil) {
        let source: RequestSource = url.scheme == "https" ? .universalLink : .externalApp
        hub.start(url: url.absoluteString, source: source, sourceApplication: sourceApplication)
    }

    /// Opens the flow at `path` of the app's scheme, as any feature module would: by URL, through
    /// the hub.
    ///
    /// - Parameters:
    ///   - path: The route's path, e.g. `cards/42/block`.
    ///   - source: Where the request comes from; in-app by default.
    public func open(_ path: String, from source: RequestSource = .inApp) {
        hub.start(url: "\(scheme)://\(path)", source: source)
    }
}
