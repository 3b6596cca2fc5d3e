public import Waypoint

/// The demo script split into steps (its scenes), played one at a time — by ``DemoScript/run(echo:)``
/// all at once, or from the inspector's "Next step" button. Played to the end, the steps print
/// exactly what the whole script prints.
///
/// ```swift
/// let player = try DemoPlayer(echo: { print($0) })
/// player.nextStepTitle         // "Cold start: a push notification arrives before any screen exists"
/// try await player.playNext()  // true: step 1 played
/// ```
@MainActor
public final class DemoPlayer {
    let player: Player
    private var played = 0

    /// The steps' titles, in order.
    public static let stepTitles = [
        "Cold start: a push notification arrives before any screen exists",
        "The user logs in; the parked link resumes behind authentication",
        "Nubank's card screen: controller → view model → view controller",
        "DNB's deep links: a universal link builds only the missing screens",
        "Revolut's flow engine: product details as a state machine",
        "Sources and trust, then a dry run",
        "Backend overrides, then a bad manifest",
        "A lost card: a detent sheet, an alert, a confirmation dialog, a popover",
        "A transfer: a child coordinator returns a typed result; hub.lock holds a push",
        "App states the bank defines: guest and offline; a link waits for login",
        "Two windows: each has its own navigation, and a link goes to the right one",
        "An iPad split view: columns on a wide window, one stack on a narrow one",
        "Save, relaunch, restore mid-flow",
        "The end: who is still alive",
    ]

    /// Creates the bank app, ready to play step 1.
    ///
    /// - Parameters:
    ///   - echo: Called with each line as it is printed.
    ///   - wrapHost: Wraps the in-memory host before the navigator takes it.
    public init(
        echo: @escaping (String) -> Void = { print($0) }, wrapHost: (@MainActor (any NavigationHost) -> any NavigationHost)? = nil
    ) throws {
        player = Player(bank: try BankApp(wrapHost: wrapHost), out: Transcript(echo: echo))
    }

    /// The app's routing hub; a new one once the script relaunched the app.
    public var hub: RoutingHub { player.bank.hub }
    /// The app's navigator; a new one once the script relaunched the app.
    public var navigator: Navigator { player.bank.navigator }
    /// The flows the app created that are still in memory, in creation order.
    public var liveFlows: [any RunningFlow] { player.bank.flows.aliveFlows }
    /// The product-details flow the script draws and runs.
    public var productDetailsGraph: FlowGraph<some CheckableFlow> { FlowGraph(ProductDetailsFlow(productID: 1)) }
    /// How many steps have been played.
    public var stepsPlayed: Int { played }
    /// Whether every step has been played.
    public var isFinished: Bool { played == Self.stepTitles.count }
    /// The next step's title, or `nil` at the end.
    public var nextStepTitle: String? { isFinished ? nil : Self.stepTitles[played] }
    /// Everything printed so far.
    public var transcript: String { player.out.text }

    /// Plays the next step.
    ///
    /// - Returns: `false` when every step had been played already (nothing happens).
    @discardableResult
    public func playNext() async throws -> Bool {
        guard !isFinished else { return false }
        played += 1
        try await player.play(step: played)
        return true
    }
}
