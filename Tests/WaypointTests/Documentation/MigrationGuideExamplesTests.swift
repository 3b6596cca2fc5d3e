import Foundation
import Testing
import WaypointTestSupport
import Waypoint

// The migration guides' "after" code, verbatim (the last test checks that each article shows it).

// MARK: From XCoordinator

enum Users: Destination {
    case list
    case detail(id: Int)
}

/// Owns the screens it shows and ends when they leave, whatever removed them.
final class UsersCoordinator: Coordinator<Never, Void> {
    override func start() async throws { try setRoot(Users.list) }

    func showUser(id: Int) throws { try push(Users.detail(id: id)) }   // was trigger(.detail(id:))

    func close() { finish(()) }
}

/// Each destination's view, built with the flow that owns it; generic over the view type.
struct UsersModule<Content>: WaypointModule {
    let list: @MainActor (UsersCoordinator) -> Content
    let detail: @MainActor (Int) -> Content

    func register(in module: inout ModuleRegistration<Content>) {
        module.flow(shows: Users.self)
        module.screen(Users.self, ownedBy: UsersCoordinator.self) { users, flow in
            switch users {
            case .list: list(flow)
            case .detail(let id): detail(id)
            }
        }
    }
}

// MARK: From FlowStacks

enum Numbers: Destination {
    case home, number(Int), settings
}

@MainActor
func numbersTour(navigator: Navigator) async throws {
    try navigator.execute(.setRoot(.stack([navigator.makeScreen(Numbers.home)])))  // the root route
    navigator.push(Numbers.number(7))                                              // routes.push(.number(7))
    navigator.present(Numbers.settings, style: .sheet)                             // routes.presentSheet(.settings)
    navigator.dismiss()                                                            // routes.dismiss()
    navigator.popToRoot()                                                          // routes.goBackToRoot()
    await navigator.settle()
}

// MARK: From URLNavigator

struct UserRoute: TypedRoute {  // myapp://user/10
    static let declaration = Route.Declaration("user", "user/:id")
    var id: Int
}

enum UserPage: Destination { case profile(id: Int) }

final class UserFlow: Coordinator<Never, Void> {
    let userID: Int

    init(userID: Int, navigator: Navigator) {
        self.userID = userID
        super.init(navigator: navigator)
    }

    override func start() async throws { try push(UserPage.profile(id: userID)) }
}

struct UserRoutes<Content>: WaypointModule {
    let profile: @MainActor (Int) -> Content

    func register(in module: inout ModuleRegistration<Content>) {
        module.route(UserRoute.self, policy: RoutePolicy(allowedSources: [.inApp, .externalApp]), shows: UserPage.self) { user, context in
            UserFlow(userID: user.id, navigator: context.navigator)
        }
        module.screen(UserPage.self) { page in
            switch page {
            case .profile(let id): profile(id)
            }
        }
    }
}

@MainActor
func showUser(_ id: Int, hub: RoutingHub) -> RoutingSession {
    hub.start(UserRoute(id: id))  // was navigator.push("myapp://user/\(id)")
}

@Suite @MainActor struct MigrationGuideExamplesTests {
    @Test func theUsersCoordinatorShowsItsScreensWithTheModulesViews() async throws {
        let registry = try ModuleRegistry([UsersModule<String>(list: { _ in "list" }, detail: { "user \($0)" })])
        let navigator = Navigator(host: InMemoryHost())
        let users = UsersCoordinator(navigator: navigator)
        await users.launch()
        try users.showUser(id: 7)
        await navigator.settle()
        #expect(navigator.state.screens.compactMap { $0.destination.as(Users.self) } == [.list, .detail(id: 7)])
        let top = try #require(navigator.state.topScreen)
        #expect(try registry.screens.view(for: top, navigator: navigator) == "user 7")
    }

    @Test func theNumbersTourEndsOnTheRootScreen() async throws {
        let navigator = Navigator(host: InMemoryHost())
        try await numbersTour(navigator: navigator)
        #expect(navigator.state.screens.compactMap { $0.destination.as(Numbers.self) } == [.home])
    }

    @Test func aTypedUserRouteStartsItsFlow() async throws {
        let hub = RoutingHub(configuration: RoutingHub.Configuration(urls: URLConfiguration(schemes: ["myapp"])))
        _ = try ModuleRegistry([UserRoutes<String>(profile: { "profile \($0)" })], hub: hub)
        let navigator = Navigator(host: InMemoryHost())
        try navigator.execute(.setRoot(.stack([navigator.makeScreen(Users.list)])))
        hub.register(navigator: navigator)
        #expect(try hub.url(for: UserRoute(id: 10)) == "myapp://user/10")
        let session = showUser(10, hub: hub)
        while case .preparing = session.state { await Task.yield() }
        #expect(session.state == .started)
        #expect(navigator.state.topScreen?.destination == AnyDestination(UserPage.profile(id: 10)))
    }

    @Test(arguments: ["MigratingFromXCoordinator", "MigratingFromFlowStacks", "MigratingFromURLNavigator"])
    func eachMigrationGuideShowsThisFilesAfterCodeVerbatim(_ article: String) throws {
        let guide = try DocumentedExample("Sources/Waypoint/Documentation.docc/Articles/\(article).md")
        let after = try guide.block(after: "\n### After\n").replacingOccurrences(of: "import Waypoint\n\n", with: "")
        #expect(after.count > 200)
        #expect(guide.source.contains(after))
    }
}
