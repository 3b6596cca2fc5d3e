import Foundation
import Testing
import Waypoint
@_spi(FlowTooling) import WaypointTesting
@_spi(HostAuthoring) import WaypointNavigation
import WaypointTestSupport

// The examples of the DocC articles Coordinators, Flow engine and Deep links, verbatim
// (the last test checks that they stay so).

enum Wallet: Destination {
    case home
    case send(to: String)
    case confirm(amount: Int)
}

/// Shows a sheet, returns the amount sent.
final class SendMoneyCoordinator: Coordinator<Never, Int> {
    let recipient: String

    init(navigator: Navigator, recipient: String) {
        self.recipient = recipient
        super.init(navigator: navigator)
    }

    override func start() async throws {
        try present(Wallet.send(to: recipient))  // a sheet owned by this coordinator
    }

    func amountEntered(_ amount: Int) throws { try push(Wallet.confirm(amount: amount)) }

    func confirmed(_ amount: Int) { finish(amount) }  // dismisses the sheet, hands back the amount
}

final class WalletCoordinator: Coordinator<Never, Void> {
    override func start() async throws { try setRoot(Wallet.home) }

    func sendMoney(to recipient: String) async -> String {
        do {
            let amount = try await run(SendMoneyCoordinator(navigator: navigator, recipient: recipient))
            return "sent \(amount)"
        } catch where error.kind == .cancelled {
            return "cancelled"  // the user pulled the sheet down: no hang, no leak
        } catch {
            return "failed: \(error)"
        }
    }
}

@MainActor
func sendMoneyThenSwipeAway() async throws -> String {
    let host = InMemoryHost()
    let navigator = Navigator(host: host)
    let wallet = WalletCoordinator(navigator: navigator)
    await wallet.launch()
    let outcome = Task { await wallet.sendMoney(to: "ada") }
    while navigator.state.modals.isEmpty { await Task.yield() }  // the sheet is up
    try host.swipeDown()  // the user pulls it down
    return await outcome.value  // "cancelled"; the child is gone from wallet.children
}

struct SignUpFlow: Flow {
    enum State: Hashable, Sendable { case start, named, done, abandoned }
    enum Step: Hashable, Sendable { case askName, askEmail }

    var initialState: State { .start }

    func nextStep(_ state: State) -> FlowNext<Step, Bool> {
        switch state {
        case .start: .step(.askName)
        case .named: .step(.askEmail)
        case .done: .finish(true)
        case .abandoned: .finish(false)
        }
    }
}

enum SignUpScreen: Destination { case name, email }

/// Turns steps into screens. Each screen answers through its own step's context (hand it to
/// the screen's view model), so after Back the earlier screen's button works again.
@MainActor final class SignUpPerformer: FlowPerformer {
    private var contexts: [SignUpScreen: FlowRun<SignUpFlow>.StepContext] = [:]

    func perform(_ step: SignUpFlow.Step, in context: FlowRun<SignUpFlow>.StepContext) async throws {
        switch step {
        case .askName: contexts[.name] = context; try context.present(SignUpScreen.name)
        case .askEmail: contexts[.email] = context; try context.push(SignUpScreen.email)
        }
    }

    /// What `screen`'s button calls.
    func answer(_ state: SignUpFlow.State, on screen: SignUpScreen) { contexts[screen]?.advance(to: state) }
}

@MainActor
func signUp() async throws -> Bool {
    let host = InMemoryHost()
    let navigator = Navigator(host: host)
    try navigator.execute(.setRoot(.stack([navigator.makeScreen(Wallet.home)])))
    let performer = SignUpPerformer()
    let run = FlowRun(SignUpFlow(), performer: performer, navigator: navigator)
    await run.launch()
    performer.answer(.named, on: .name)  // the name screen's "Next"
    await run.settle()
    performer.answer(.done, on: .email)  // the email screen's "Done"
    guard case .finished(let result) = await run.ended() else { return false }
    return result  // true; the sheet is gone
}

extension SignUpFlow: CheckableFlow {
    var states: [State] { [.start, .named, .done, .abandoned] }

    func exits(of step: Step) -> [State] {
        switch step {
        case .askName: [.named, .abandoned]
        case .askEmail: [.done, .start]
        }
    }
}

@Test func signUpAsksForTheNameThenTheEmail() {
    let trace = SignUpFlow().simulate { step, _ in step == .askName ? .named : .done }
    #expect(trace.steps == [.askName, .askEmail])
    #expect(trace.result == true)
}

@Test func signUpHasNoDeadEnds() {
    #expect(FlowGraph(SignUpFlow()).check().isEmpty)  // nothing unreachable, every step has an exit
    #expect(FlowGraph(SignUpFlow()).mermaid.hasPrefix("flowchart TD"))
}

enum Shop: LinkableDestination {
    case home, orders, help
    case order(id: Int, section: String)

    var parent: (any Destination)? {
        switch self {
        case .home: nil
        case .orders, .help: Shop.home
        case .order: Shop.orders
        }
    }

    var presentation: DeepLink.Presentation { self == .help ? .present(.sheet) : .push }

    func matches(_ other: Shop) -> Bool {  // an order screen is "the same place" for the same id
        if case .order(let a, _) = self, case .order(let b, _) = other { return a == b }
        return self == other
    }
}

@MainActor
func openShopLinks() async -> [Int] {
    let host = InMemoryHost()
    let navigator = Navigator(host: host)
    var steps: [Int] = []
    for link in [
        DeepLink(Shop.order(id: 7, section: "items")),  // cold start: home → orders → order 7
        DeepLink(Shop.order(id: 9, section: "items")),  // only the order screen changes
        DeepLink(Shop.order(id: 9, section: "tracking")),  // already open: same order id
        DeepLink(Shop.help),  // back to home, then a sheet
    ] {
        let before = host.performedSteps.count
        navigator.open(link)
        await navigator.settle()
        steps.append(host.performedSteps.count - before)
    }
    return steps  // [1, 1, 0, 2]
}

@Suite @MainActor struct ReadmeFlowExamplesTests {
    @Test func theCoordinatorExampleResolvesTheSwipedAwayChildAsCancelled() async throws {
        #expect(try await sendMoneyThenSwipeAway() == "cancelled")
    }

    @Test func theFlowEngineExampleRunsOnScreenToItsResult() async throws {
        #expect(try await signUp())
    }

    @Test func afterBackTheNameScreenOfTheFlowEngineExampleAnswersAgain() async throws {
        let host = InMemoryHost()
        let navigator = Navigator(host: host)
        try navigator.execute(.setRoot(.stack([navigator.makeScreen(Wallet.home)])))
        let performer = SignUpPerformer()
        let run = FlowRun(SignUpFlow(), performer: performer, navigator: navigator)
        await run.launch()
        performer.answer(.named, on: .name)
        await run.settle()
        #expect(run.step == .askEmail)
        try host.simulate(.interactivePop(in: ContainerPath(level: 1)))  // Back from the email screen
        await run.settle()
        #expect(run.step == .askName)
        performer.answer(.named, on: .name)  // the name screen's "Next", again
        await run.settle()
        #expect(run.step == .askEmail)
        #expect(navigator.state.screens.filter { $0.destination == AnyDestination(SignUpScreen.email) }.count == 1)
    }

    @Test func theDeepLinkExampleTakesTheMinimumHostSteps() async throws {
        #expect(await openShopLinks() == [1, 1, 0, 2])
    }

    @Test func theFlowEngineArticleShowsThisFilesExampleVerbatim() throws {
        let article = try DocumentedExample("Sources/Waypoint/Documentation.docc/Articles/FlowEngine.md")
        let example = try article.block(opening: "```swift\nimport Waypoint\n\n")
        #expect(example.contains("SignUpPerformer"))
        #expect(article.source.contains(example))
    }

    @Test func theFlowEngineArticleShowsThisFilesChecksVerbatim() throws {
        let article = try DocumentedExample("Sources/Waypoint/Documentation.docc/Articles/FlowEngine.md")
        let example = try article.block(after: "\n### Testing the flow\n", opening: "```swift\n@_spi(FlowTooling) import WaypointTesting\n\n")
        #expect(example.contains("extension SignUpFlow: CheckableFlow"))
        #expect(article.source.contains(example))
    }

    @Test(arguments: [("Coordinators", "### Typed results"), ("FlowEngine", "### Example"), ("DeepLinks", "### Reconciliation")])
    func theArticlesShowThisFilesExamplesVerbatim(_ article: String, _ heading: String) throws {
        let document = try DocumentedExample("Sources/Waypoint/Documentation.docc/Articles/\(article).md")
        let example = try document.block(after: "\n\(heading)\n", opening: "```swift\nimport Waypoint\n\n")
        #expect(example.count > 200)
        #expect(document.source.contains(example))
    }
}
