import Testing
import Waypoint
import WaypointTesting

// States the app defines itself: Waypoint knows only `unauthorized` and `authorized`.
extension AppCoordinator.State {
    static let guest = AppCoordinator.State("guest")
    static let offline = AppCoordinator.State("offline")
}

/// The app-state gateway.
@MainActor final class FakeAppSession {
    var state: AppCoordinator.State = .unauthorized
}

/// The authorization flow: a full-screen login root; logging in flips the session and finishes.
final class LoginCoordinator: Coordinator<Never, String> {
    let session: FakeAppSession

    init(navigator: Navigator, session: FakeAppSession) {
        self.session = session
        super.init(navigator: navigator)
    }

    override func start() async throws { try setRoot(Bank.login) }

    func loggedIn(as user: String) {
        session.state = .authorized
        finish(user)
    }
}

/// A root flow that shows one destination.
final class RootCoordinator: Coordinator<Never, Void> {
    let destination: Bank

    init(navigator: Navigator, destination: Bank) {
        self.destination = destination
        super.init(navigator: navigator)
    }

    override func start() async throws { try setRoot(destination) }
}

/// The injectable coordinator factory, faked: records what it was asked for.
@MainActor final class FakeFlows: AppCoordinator.Factory {
    let session: FakeAppSession
    var requested: [AppCoordinator.State] = []
    weak var login: LoginCoordinator?

    init(session: FakeAppSession) { self.session = session }

    func makeRootFlow(for state: AppCoordinator.State, navigator: Navigator) -> any RunningFlow {
        requested.append(state)
        switch state {
        case .unauthorized:
            let login = LoginCoordinator(navigator: navigator, session: session)
            self.login = login
            return login
        case .guest: return RootCoordinator(navigator: navigator, destination: .accounts)
        case .offline: return RootCoordinator(navigator: navigator, destination: .pendingPayments)
        default: return RootCoordinator(navigator: navigator, destination: .home)
        }
    }
}

@Suite @MainActor struct AppCoordinatorTests {
    private func makeApp() -> (AppCoordinator, FakeAppSession, FakeFlows, Navigator) {
        let (navigator, _) = makeBankNavigator()
        let session = FakeAppSession()
        let flows = FakeFlows(session: session)
        let app = AppCoordinator(navigator: navigator, state: { session.state }, factory: flows)
        return (app, session, flows, navigator)
    }

    @Test func anUnauthorizedAppStartsTheAuthorizationFlow() async {
        let (app, _, flows, navigator) = makeApp()
        await app.launch()
        #expect(app.state == .unauthorized)
        #expect(flows.requested == [.unauthorized])
        #expect(navigator.state.destinationsByLevel == [bankLevel(.login)])
    }

    @Test func whenTheAuthorizationFlowFinishesTheMainFlowReplacesIt() async {
        let (app, _, flows, navigator) = makeApp()
        let leaks = LeakCheck(navigator: navigator)
        await app.launch()
        leaks.track(flows.login!)
        flows.login!.loggedIn(as: "ada")
        await app.settle()
        #expect(app.state == .authorized)
        #expect(flows.requested == [.unauthorized, .authorized])
        #expect(navigator.state.destinationsByLevel == [bankLevel(.home)])
        #expect(leaks.unreleased.isEmpty)
    }

    @Test func statesTheAppDefinesDecideTheRootFlowLikeTheBuiltInOnes() async {
        let (app, session, flows, navigator) = makeApp()
        session.state = .guest
        await app.launch()
        #expect(navigator.state.destinationsByLevel == [bankLevel(.accounts)])
        session.state = .offline
        await app.refresh()
        #expect(navigator.state.destinationsByLevel == [bankLevel(.pendingPayments)])
        await app.refresh()
        #expect(flows.requested == [.guest, .offline])
    }

    @Test func loggingOutReplacesTheMainFlowWithTheAuthorizationFlow() async {
        let (app, session, _, navigator) = makeApp()
        session.state = .authorized
        await app.launch()
        let main = app.rootFlow
        session.state = .unauthorized
        await app.refresh()
        #expect(navigator.state.destinationsByLevel == [bankLevel(.login)])
        #expect(app.rootFlow !== main)
    }

    @Test func aRootFlowThatIsNotACoordinatorIsFollowedThroughItsLifecycle() async throws {
        let (navigator, _) = makeBankNavigator()
        let session = FakeAppSession()
        session.state = .guest
        let flows = PlainFlows()
        let app = AppCoordinator(navigator: navigator, state: { session.state }, factory: flows)
        await app.launch()
        #expect(navigator.state.destinationsByLevel == [bankLevel(.onboarding)])
        session.state = .authorized
        flows.plain!.end(.finished("signed up"))
        await app.settle()
        #expect(app.state == .authorized)
        #expect(navigator.state.destinationsByLevel == [bankLevel(.home)])
    }
}

/// A root flow that is not a coordinator: the app coordinator follows it through the events it
/// tells its observers.
@MainActor final class PlainRootFlow: RunningFlow {
    let id: FlowID = "plain-root"
    let navigator: Navigator
    private var observers: [Int: @MainActor (FlowEvent<any Sendable, any Sendable>) -> Void] = [:]
    private var lastKey = 0

    init(navigator: Navigator) { self.navigator = navigator }

    func onEvent(_ body: @escaping @MainActor (FlowEvent<any Sendable, any Sendable>) -> Void) -> NavigationSubscription {
        lastKey += 1
        let key = lastKey
        observers[key] = body
        return NavigationSubscription(cancel: { [weak self] in self?.observers[key] = nil })
    }

    func launch() async {
        _ = try? navigator.execute(.setRoot(.stack([navigator.makeScreen(Bank.onboarding, owner: id)])))
        tell(.started)
    }

    func cancel() { end(.cancelled) }

    func end(_ event: FlowEvent<any Sendable, any Sendable>) {
        tell(event)
        observers = [:]
    }

    private func tell(_ event: FlowEvent<any Sendable, any Sendable>) {
        for body in observers.values { body(event) }
    }
}

@MainActor final class PlainFlows: AppCoordinator.Factory {
    var plain: PlainRootFlow?
    func makeRootFlow(for state: AppCoordinator.State, navigator: Navigator) -> any RunningFlow {
        if state == .guest {
            let flow = PlainRootFlow(navigator: navigator)
            plain = flow
            return flow
        }
        return RootCoordinator(navigator: navigator, destination: .home)
    }
}
