// README "Three everyday tasks", task 1 (SwiftUI): tabs, a stack, a sheet, opened by a deep link;
// and task 3: a module registers a route and what it opens. Parse-checked by
// .ci/steps/06-examples-parse.sh and type-checked against the iOS SDK; `Tab`, `Card` and `CardLink`
// are the platform-free part, compiled by Tests/WaypointTests/Modules/EverydayTasksTests.swift.
import WaypointSwiftUI

struct CardsModule: WaypointModule {
    func register(in module: inout ModuleRegistration<any View>) {
        module.link(CardLink.self, policy: RoutePolicy(allowedSources: [.externalApp])) { link in Card.block(id: link.id) }
        module.screen(Tab.self) { tab in Text(tab.tabItem.title) }
        module.screen(Card.self) { card in Text("\(card)") }
    }
}

@main @MainActor
struct BankApp: App {
    let hub = RoutingHub(configuration: RoutingHub.Configuration(urls: URLConfiguration(schemes: ["bank"])))
    let host: SwiftUIHost

    init() {
        host = SwiftUIHost(screens: try! ModuleRegistry([CardsModule()], hub: hub).screens)  // names a module's mistake
        let navigator = Navigator(host: host)
        let tabs = [Tab.home, .cards].map { Container.stack([navigator.makeScreen($0)]) }
        try! navigator.execute(.setRoot(.tabs(tabs, selected: 0)))  // a fresh navigator takes any root
        hub.register(navigator: navigator)
    }

    var body: some Scene {
        WindowGroup {
            NavigationRootView(host: host).onOpenURL { url in hub.start(url: url, source: .externalApp) }
        }
    }
}

// Task 3: a module registers a route and what it opens.

struct Pay: TypedRoute, Destination {  // bank://pay/20
    static let declaration = Route.Declaration("pay", "pay/:amount")
    var amount: Int
}

struct PayModule: WaypointModule {
    func register(in module: inout ModuleRegistration<any View>) {
        module.link(Pay.self) { $0 }
        module.screen(Pay.self) { pay in Text("Pay \(pay.amount)") }
    }
}
