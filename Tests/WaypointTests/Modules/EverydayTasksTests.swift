import Foundation
import Testing
import Waypoint

// The README's "Three everyday tasks": the platform-free code of each task, verbatim (the last
// test checks that it stays so); the SwiftUI and UIKit parts are Examples/Tasks/*.swift.

// MARK: Task 1 — tabs, a stack, a sheet, opened by a deep link

enum Tab: TabItemDestination {
    case home, cards
    var tabItem: Container.TabItem { self == .home ? Container.TabItem("Home", systemImage: "house") : Container.TabItem("Cards", systemImage: "creditcard") }
}

enum Card: LinkableDestination {
    case detail(id: Int), block(id: Int)
    var parent: (any Destination)? { if case .block(let id) = self { Card.detail(id: id) } else { Tab.cards } }
    var presentation: DeepLink.Presentation { if case .block = self { .present(.sheet) } else { .push } }
}

struct CardLink: TypedRoute {  // bank://cards/7/block
    static let declaration = Route.Declaration("card.block", "cards/:id/block")
    var id: Int
}

// MARK: Task 2 — a login coordinator, then the main coordinator

enum Login: Destination { case form }
enum Main: Destination { case home }

final class LoginFlow: Coordinator<Never, String> {
    override func start() async throws { try setRoot(Login.form) }
    func loggedIn(as user: String) { finish(user) }
}

final class MainFlow: Coordinator<Never, Void> {
    override func start() async throws { try setRoot(Main.home) }
}

final class AppFlow: Coordinator<Never, Void> {
    override func start() async throws {
        _ = try await run(LoginFlow(navigator: navigator))  // until the user logged in
        try await launch(MainFlow(navigator: navigator))
    }
}

// MARK: Task 3 — a module registers its routes and a handler

struct PayRoute: TypedRoute {
    static let declaration = Route.Declaration("pay", "pay/:amount")
    var amount: Int
}

struct PaymentsModule<Content>: WaypointModule {
    func register(in module: inout ModuleRegistration<Content>) {
        module.route(PayRoute.self) { pay, context in PayFlow(amount: pay.amount, navigator: context.navigator) }
    }
}

// MARK: What the tasks need, not shown in the README

enum Payment: Destination { case confirm(amount: Int) }

final class PayFlow: Coordinator<Never, Void> {
    let amount: Int
    init(amount: Int, navigator: Navigator) {
        self.amount = amount
        super.init(navigator: navigator)
    }
    override func start() async throws { try push(Payment.confirm(amount: amount)) }
}

/// Task 1's module with text for views (the SwiftUI app's module shows SwiftUI views).
struct CardsTextModule: WaypointModule {
    func register(in module: inout ModuleRegistration<String>) {
        module.link(CardLink.self, policy: RoutePolicy(allowedSources: [.externalApp])) { link in Card.block(id: link.id) }
        module.screen(Tab.self) { tab in tab.tabItem.title }
        module.screen(Card.self) { card in "\(card)" }
    }
}

@MainActor
func bankHub() -> RoutingHub {
    RoutingHub(configuration: RoutingHub.Configuration(urls: URLConfiguration(schemes: ["bank"])))
}

@MainActor
func untilSettled(_ session: RoutingSession) async {
    for await state in session.states where state == .started || state.isTerminal { break }
}

@Suite @MainActor struct EverydayTasksTests {
    @Test func aLinkSelectsTheCardsTabPushesTheCardAndPresentsTheBlockSheet() async throws {
        let hub = bankHub()
        let screens = try ModuleRegistry([CardsTextModule()], hub: hub).screens
        let navigator = Navigator(host: InMemoryHost())
        let tabs = [Tab.home, .cards].map { Container.stack([navigator.makeScreen($0)]) }  // as in the SwiftUI app
        try navigator.execute(.setRoot(.tabs(tabs, selected: 0)))
        hub.register(navigator: navigator)
        await untilSettled(hub.start(url: "bank://cards/7/block", source: .externalApp))
        await navigator.settle()
        #expect(navigator.state.screens.map(\.destination) == [
            AnyDestination(Tab.home), AnyDestination(Tab.cards), AnyDestination(Card.detail(id: 7)), AnyDestination(Card.block(id: 7)),
        ])
        #expect(navigator.state.modals.map(\.style) == [.sheet])
        #expect(try navigator.state.screens.map { try screens.view(for: $0) } == ["Home", "Cards", "detail(id: 7)", "block(id: 7)"])
    }

    @Test func theLoginFlowFinishesAndTheMainScreenReplacesIt() async throws {
        let navigator = Navigator(host: InMemoryHost())
        let app = AppFlow(navigator: navigator)
        let launching = Task { await app.launch() }
        while navigator.state.topScreen?.destination != AnyDestination(Login.form) { await Task.yield() }
        let screen = try #require(navigator.state.topScreen)
        let login = try #require(navigator.coordinator(owning: screen, as: LoginFlow.self))
        login.loggedIn(as: "ana")
        await launching.value
        await navigator.settle()
        #expect(navigator.state.screens.map(\.destination) == [AnyDestination(Main.home)])
    }

    /// Task 3 as the README shows it (its module is SwiftUI, in Examples/Tasks): a route type that
    /// is its own destination, linked to itself and shown by the module's view.
    @Test func aRouteThatIsItsOwnDestinationOpensItselfThroughItsLink() async throws {
        struct PayHere: TypedRoute, Destination {
            static let declaration = Route.Declaration("pay.here", "pay/:amount")
            var amount: Int
        }
        struct PayHereModule: WaypointModule {
            func register(in module: inout ModuleRegistration<String>) {
                module.link(PayHere.self) { $0 }
                module.screen(PayHere.self) { pay in "Pay \(pay.amount)" }
            }
        }
        let hub = bankHub()
        let screens = try ModuleRegistry([PayHereModule()], hub: hub).screens
        let navigator = Navigator(host: InMemoryHost())
        try navigator.execute(.setRoot(.stack([navigator.makeScreen(Main.home)])))
        hub.register(navigator: navigator)
        await untilSettled(hub.start(PayHere(amount: 20)))
        #expect(navigator.top?.destination == AnyDestination(PayHere(amount: 20)))
        #expect(try navigator.top.map { try screens.view(for: $0) } == "Pay 20")
        await untilSettled(hub.start(url: "bank://pay/7"))
        #expect(navigator.top?.destination == AnyDestination(PayHere(amount: 7)))
    }

    @Test func aModuleRegistersItsTypedRouteAndTheHubStartsItsHandler() async throws {
        let hub = bankHub()
        _ = try ModuleRegistry([PaymentsModule<String>()], hub: hub)
        let navigator = Navigator(host: InMemoryHost())
        try navigator.execute(.setRoot(.stack([navigator.makeScreen(Main.home)])))
        hub.register(navigator: navigator)
        #expect(try hub.url(for: PayRoute(amount: 20)) == "bank://pay/20")
        await untilSettled(hub.start(PayRoute(amount: 20)))
        #expect(navigator.state.topScreen?.destination == AnyDestination(Payment.confirm(amount: 20)))
    }

    @Test func theReadmeShowsEachTasksCodeVerbatim() throws {
        let testFile = URL(fileURLWithPath: #filePath)
        let root = testFile.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        var sources = [try String(contentsOf: testFile, encoding: .utf8)]
        for name in ["TabsStackSheetApp.swift", "LoginThenMainScene.swift"] {
            sources.append(try String(contentsOf: root.appendingPathComponent("Examples/Tasks/\(name)"), encoding: .utf8))
        }
        let section = try #require(readme.range(of: "\n## Three everyday tasks\n"))
        let end = readme.range(of: "\n## ", range: section.upperBound..<readme.endIndex)?.lowerBound ?? readme.endIndex
        let blocks = readme[section.upperBound..<end].components(separatedBy: "```swift\n").dropFirst()
            .map { withoutImports($0.components(separatedBy: "```").first ?? "") }
        #expect(blocks.count == 5)
        for block in blocks {
            #expect(block.count > 100)
            #expect(sources.contains { $0.contains(block) }, "not verbatim in a source: \(block.prefix(80))")
        }
    }

    /// The getting-started articles and the Modules article walk through the same code.
    @Test(arguments: [("GettingStartedWithSwiftUI", 2), ("GettingStartedWithUIKit", 2), ("ProductModules", 1)])
    func theArticlesShowTheTasksCodeVerbatim(_ article: String, _ count: Int) throws {
        let testFile = URL(fileURLWithPath: #filePath)
        let root = testFile.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let path = "Sources/Waypoint/Documentation.docc/Articles/\(article).md"
        let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        var sources = [try String(contentsOf: testFile, encoding: .utf8)]
        for name in ["TabsStackSheetApp.swift", "LoginThenMainScene.swift"] {
            sources.append(try String(contentsOf: root.appendingPathComponent("Examples/Tasks/\(name)"), encoding: .utf8))
        }
        let blocks = text.components(separatedBy: "```swift\n").dropFirst()
            .map { $0.components(separatedBy: "```").first ?? "" }
            .filter { $0.hasPrefix("import ") }
            .map { $0.replacingOccurrences(of: "import Waypoint\n\n", with: "") }
        #expect(blocks.count == count)
        for block in blocks {
            #expect(block.count > 100)
            #expect(sources.contains { $0.contains(block) }, "not verbatim in a source: \(block.prefix(80))")
        }
    }

    /// A block without its leading `import` lines: the imports are the source file's own, which
    /// it compiles with.
    private func withoutImports(_ block: String) -> String {
        var lines = block.split(separator: "\n", omittingEmptySubsequences: false)
        while let first = lines.first, first.hasPrefix("import ") || (first.isEmpty && lines.count > 1) { lines.removeFirst() }
        return lines.joined(separator: "\n")
    }
}
