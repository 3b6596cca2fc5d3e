@_spi(Tooling) import Waypoint  // RouteDescriptor: the demo registers untyped routes; an app registers modules

/// Every product module's route descriptors, as each module would register them at run time.
@MainActor
enum BankRoutes {
    static func register(in app: BankApp) throws {
        let hub = app.hub
        try hub.register(FlowRoute(try Route("auth.login", "login", owner: "Auth")) { _, context in
            app.track(LoginCoordinator(navigator: context.navigator, session: app.session))
        })
        try hub.register(
            FlowRoute(
                try Route("cards.block", "cards/:cardID/block", parameters: ["cardID": .int], owner: "Cards"),
                policy: RoutePolicy(
                    allowedSources: [.inApp, .pushNotification], requiresAuthentication: true, whileBusy: .dismissAndContinue)
            ) { request, context in
                // The pattern's `.int` parameter guarantees the value: a URL without it never matches.
                let cardID = request.parameters.value("cardID", as: Int.self) ?? 0
                let flow = CardBlockCoordinator(navigator: context.navigator, cardID: cardID, service: app.cards, session: context.session)
                app.cardBlock = flow
                return app.track(flow)
            })
        // A link route: the hub checks the source, the constraints and the login, then the link
        // keeps the screens already on display and builds only the missing ones.
        try hub.register(
            TrackedRoute(app.flows, LinkRoute(
                try Route("accounts.detail", "accounts/:accountID", parameters: ["accountID": .int], owner: "Accounts"),
                policy: RoutePolicy(
                    allowedSources: [.inApp, .pushNotification, .universalLink], requiresAuthentication: true,
                    whileBusy: .dismissAndContinue, constraints: ["accountID": [.range(1...99_999)]])
            ) { request in
                request.parameters.value("accountID", as: Int.self).map { DeepLink(Accounts.detail(id: $0)) }
            }))
        try hub.register(
            FlowRoute(
                try Route("payments.transfer", "transfer", owner: "Payments"), policy: RoutePolicy(requiresAuthentication: true)
            ) { _, context in
                let flow = TransferCoordinator(navigator: context.navigator, hub: context.hub, id: flowID("transfer", context))
                app.transfer = flow
                return app.track(flow)
            })
        try hub.register(
            FlowRoute(
                try Route("invest.product", "invest/products/:productID", parameters: ["productID": .int], owner: "Invest"),
                policy: RoutePolicy(allowedSources: [.inApp, .universalLink])
            ) { request, context in
                let productID = request.parameters.value("productID", as: Int.self) ?? 0
                let performer = app.makeProductPerformer()
                return app.track(
                    FlowRun(
                        ProductDetailsFlow(productID: productID), performer: performer, navigator: context.navigator,
                        id: flowID("invest", context)))
            })
        try hub.register(
            FlowRoute(
                try Route("help.topic", "help/**", owner: "Support"),
                policy: RoutePolicy(allowedSources: Set(RequestSource.builtIn))
            ) { request, context in
                app.track(PresentingCoordinator(
                    navigator: context.navigator, destination: Help.topic(request.parameters["**"] ?? ""), id: flowID("help", context)))
            })
        try hub.register(
            FlowRoute(
                try Route("web.page", "web", query: [.required("url")], owner: "Support"),
                policy: RoutePolicy(allowedSources: Set(RequestSource.builtIn), webPageParameter: "url")
            ) { request, context in
                app.track(
                    PresentingCoordinator(
                        navigator: context.navigator, destination: Help.web(request.query["url"] ?? ""), id: flowID("web", context)))
            })
        // Support chats show in the support window, whichever window is active; one opens if none is.
        var chatPolicy = RoutePolicy(allowedSources: [.inApp, .pushNotification])
        chatPolicy.scene = .kind("support")
        try hub.register(
            FlowRoute(try Route("support.chat", "support/chat/:topic", owner: "Support"), policy: chatPolicy) {
                request, context in
                app.track(ChatCoordinator(navigator: context.navigator, topic: request.parameters["topic"] ?? "", id: flowID("chat", context)))
            })
        try hub.register(FlowRoute(try Route("settings.developer", "settings/developer", owner: "Settings")) { _, context in
            app.track(
                PresentingCoordinator(navigator: context.navigator, destination: Settings.developer, id: flowID("settings", context)))
        })
    }
}

/// A route whose flows the app remembers weakly, to show that none outlives its screens.
@MainActor
struct TrackedRoute<Inner: RouteDescriptor>: RouteDescriptor {
    let tracker: FlowTracker
    let inner: Inner

    init(_ tracker: FlowTracker, _ inner: Inner) {
        self.tracker = tracker
        self.inner = inner
    }

    var routes: [Route] { inner.routes }

    func policy(for route: Route) -> RoutePolicy { inner.policy(for: route) }

    func makeFlow(for request: RouteRequest, in context: RoutingHub.Context) -> any RunningFlow {
        let flow = inner.makeFlow(for: request, in: context)
        tracker.track(flow)
        return flow
    }
}

/// A flow's owner name from its module and the hub session that started it: stable in every run.
@MainActor
func flowID(_ module: String, _ context: RoutingHub.Context) -> FlowID {
    FlowID("\(module)\(context.session)")
}

/// A flow of one sheet: help pages, web pages, internal tools.
final class PresentingCoordinator: Coordinator<Never, Void> {
    let destination: any Destination

    init(navigator: Navigator, destination: some Destination, id: FlowID) {
        self.destination = destination
        super.init(navigator: navigator, id: id)
    }

    override func start() async throws {
        try present(AnyDestination(destination), style: .sheet)
    }
}
