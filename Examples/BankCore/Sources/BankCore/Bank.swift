import Foundation
import Waypoint

/// The app's composition root, the same in the SwiftUI and the UIKit example: one navigator on
/// the platform's host, the app coordinator choosing the root flow from the user's session, and
/// the routing hub that every feature registers its routes in.
///
/// ```swift
/// let bank = Bank(host: SwiftUIHost(), scheme: "bankswiftui")   // or a UIKitHost
/// await bank.launch()                                           // the login screen
/// ```
@MainActor
public final class Bank {
    /// The custom URL scheme the app registers (its `Info.plist`), e.g. `bankswiftui`.
    let scheme: String
    let navigator: Navigator
    let hub: RoutingHub
    /// Who is logged in; the screens greet ``UserSession/user``.
    public let session: UserSession
    let flows: FlowTracker
    let cards = CardService()
    /// Umbrella's app coordinator: the login flow while nobody is logged in, then the main flow.
    let app: AppCoordinator
    private var launched = false
    private var logging: RoutingSubscription?

    /// Creates the bank on `host`; nothing is on screen until ``launch()``.
    public init(host: any NavigationHost, scheme: String) {
        let navigator = Navigator(host: host)
        let session = UserSession()
        let flows = FlowTracker()
        self.scheme = scheme
        self.navigator = navigator
        self.session = session
        self.flows = flows
        hub = RoutingHub(
            configuration: RoutingHubConfiguration(urls: URLConfiguration(schemes: [scheme], hosts: ["bank.example"])))
        app = AppCoordinator(
            navigator: navigator, state: { session.state }, factory: BankFlows(session: session, flows: flows))
        // The login flow is the root while nobody is logged in: a link that needs a user waits
        // in the hub until the main flow has started, instead of starting another login.
        app.connect(hub)
        registerRoutes()
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
        await app.start()  // nothing to do when the root flow was restored
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
