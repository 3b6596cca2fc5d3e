import Foundation
import Waypoint

/// The demo bank's composition root: the main window's navigator on the in-memory host (and a
/// support window opened when a link needs one), the app coordinator choosing the root flow
/// from the user's session, and the routing hub. Each product module — auth, home, accounts,
/// cards, payments, investments, support, settings — registers its routes, the flows they start
/// and its screens through a `ModuleRegistry`, as `Examples/BankCore` does.
@MainActor
final class BankApp {
    let host = InMemoryHost()
    let navigator: Navigator
    let session = UserSession()
    let cards = CardService(statuses: [42: .active, 7: .blocked])
    let hub: RoutingHub
    /// The views of every module's screens (text: the in-memory host draws nothing).
    let screens: ScreenRegistry<String>
    let flows = FlowTracker()
    let app: AppCoordinator
    private let rootFlows: RootFlowBox
    /// The windows beyond the main one (the support window), opened when a link needs one.
    let windows = DemoWindows()
    /// Wraps the host of this app and of the app relaunched after it.
    let wrapHost: (@MainActor (any NavigationHost) -> any NavigationHost)?

    /// - Parameter wrapHost: Wraps the in-memory host before the navigator takes it (the
    ///   inspector's step recorder); the demo still drives and reads the in-memory host.
    init(wrapHost: (@MainActor (any NavigationHost) -> any NavigationHost)? = nil) throws {
        self.wrapHost = wrapHost
        navigator = Navigator(host: wrapHost?(host) ?? host)
        hub = RoutingHub(
            configuration: RoutingHub.Configuration(
                urls: URLConfiguration(schemes: ["nuapp"], hosts: ["bank.example"]),
                webHosts: ["bank.example", "help.bank.example"]))
        let flows = flows
        let rootFlows = RootFlowBox()
        self.rootFlows = rootFlows
        app = AppCoordinator(
            navigator: navigator, state: { [session] in session.state },
            factory: BankFlows(session: session, makePerformer: rootFlows.makePerformer) { state, flow in
                flows.track(flow)
                if let flow = flow as? LoginCoordinator { rootFlows.login = flow }
                rootFlows.onRootFlow?(state, flow)
            })
        // One line: links needing a user wait in the hub until a root flow starts for
        // `.authorized`; the login is the root of a logged-out app, so the hub starts nothing.
        app.connect(hub)
        let context = BankModuleContext(session: session, cards: cards, makeProductPerformer: rootFlows.makePerformer)
        let modules = try ModuleRegistry<String>(
            [
                AuthModule(context: context), HomeModule(), CardsModule(context: context), AccountsModule(),
                PaymentsModule(), InvestModule(context: context), SupportModule(), SettingsModule(),
            ], hub: hub)
        screens = modules.screens
        windows.hub = hub
        hub.sceneOpener = windows
        let windows = windows
        flows.watch(hub) { [navigator] scene in scene == .main ? navigator : windows.navigator(scene) }
    }

    /// Called each time the app coordinator starts a new root flow for the app's state (the
    /// demo prints the decision).
    var onRootFlow: (@MainActor (AppCoordinator.State, any RunningFlow) -> Void)? {
        get { rootFlows.onRootFlow }
        set { rootFlows.onRootFlow = newValue }
    }

    /// The login flow on screen, if any.
    var login: LoginCoordinator? { rootFlows.login }

    /// The main flow, while it is the root flow.
    var main: MainCoordinator? { app.rootFlow as? MainCoordinator }

    /// The performer of the newest product-details run; the script drives its screens.
    var productPerformer: ProductPerformer? { rootFlows.performer }

    /// The performer of a new product-details run.
    func makeProductPerformer() -> ProductPerformer { rootFlows.makePerformer() }

    /// The card block flow whose sheet is on display, found as the sheet's view finds it.
    var cardBlock: CardBlockCoordinator? { flow(on: navigator, as: CardBlockCoordinator.self) }

    /// The transfer flow on display.
    var transfer: TransferCoordinator? { flow(on: navigator, as: TransferCoordinator.self) }

    /// The topmost flow of type `type` that owns a screen on display.
    private func flow<F: RunningFlow>(on navigator: Navigator, as type: F.Type) -> F? {
        navigator.state.screens.reversed().lazy.compactMap { navigator.coordinator(owning: $0, as: type) }.first
    }

    /// Starts the app: the root flow for the session's state; the hub presents from then on.
    func launch() async {
        await app.launch()
    }

    /// Relaunches the app from navigation saved by an earlier run: the screens come back with
    /// their flows (the root flow is the app coordinator's again), then the hub learns where to
    /// present. What could not be restored is in the report; with nothing restored, the app
    /// starts as on a cold launch.
    func restore(_ data: Data) async throws -> RestorationReport {
        let report = try await BankRestoration.restorer(for: self).restore(data, into: navigator, app: app)
        // The library keeps each restored flow alive until it ends.
        for flow in report.flows { track(flow) }
        if let login = flow(on: navigator, as: LoginCoordinator.self) { rootFlows.login = login }
        await app.launch()
        return report
    }

    @discardableResult
    func track<F: RunningFlow>(_ flow: F) -> F {
        flows.track(flow)
        return flow
    }
}

/// What the root flows report back to the app: the login flow on screen (held weakly, for the
/// script to log in through), the newest product run's performer, and each new root flow.
@MainActor
final class RootFlowBox {
    weak var login: LoginCoordinator?
    var onRootFlow: (@MainActor (AppCoordinator.State, any RunningFlow) -> Void)?
    private(set) var performer: ProductPerformer?

    func makePerformer() -> ProductPerformer {
        let made = ProductPerformer()
        performer = made
        return made
    }
}
