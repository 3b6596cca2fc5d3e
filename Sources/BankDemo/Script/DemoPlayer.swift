public import Waypoint
@_spi(FlowTooling) public import WaypointTesting

/// The demo script played one scene at a time — by ``DemoScript/run(scene:quiet:diagrams:echo:)``,
/// or one scene per press of the inspector's "Next step" button. Played to the end, the scenes
/// print exactly what the whole script prints.
///
/// ```swift
/// let player = try DemoPlayer(echo: { print($0) })
/// player.nextStepTitle         // "Cold start: a push notification arrives before any screen exists"
/// try await player.playNext()  // true: scene 1 played
/// ```
@MainActor
public final class DemoPlayer {
    let player: Player
    private var played = 0

    /// The steps' titles, in order: the titles of ``DemoScene/all``, one step per scene.
    public static var stepTitles: [String] { DemoScene.all.map(\.title) }

    /// Creates the bank app, ready to play scene 1.
    ///
    /// - Parameters:
    ///   - quiet: Echoes only headlines and outcomes (`--quiet`).
    ///   - diagrams: Prints flow diagrams whole (`--diagrams`).
    ///   - echo: Called with each line as it is printed.
    ///   - wrapHost: Wraps the in-memory host before the navigator takes it.
    public init(
        quiet: Bool = false, diagrams: Bool = false, echo: @escaping (String) -> Void = { print($0) },
        wrapHost: (@MainActor (any NavigationHost) -> any NavigationHost)? = nil
    ) throws {
        player = Player(
            bank: try BankApp(wrapHost: wrapHost), out: Transcript(echo: echo, quiet: quiet), showsDiagrams: diagrams)
    }

    /// The app's routing hub; a new one once the script relaunched the app.
    public var hub: RoutingHub { player.bank.hub }
    /// The app's navigator; a new one once the script relaunched the app.
    public var navigator: Navigator { player.bank.navigator }
    /// The app's flows still in memory — root, route, link and child flows — in the order the app
    /// met them.
    public var liveFlows: [any RunningFlow] { player.bank.flows.aliveFlows }
    /// The product-details flow the script draws and runs (flow tooling: the inspector draws it).
    @_spi(FlowTooling) public var productDetailsGraph: FlowGraph<some CheckableFlow> { FlowGraph(ProductDetailsFlow(productID: 1)) }
    /// How many scenes have been played.
    public var stepsPlayed: Int { played }
    /// Whether every scene has been played.
    public var isFinished: Bool { played == DemoScene.all.count }
    /// The next scene, or `nil` at the end.
    public var nextScene: DemoScene? { isFinished ? nil : DemoScene.all[played] }
    /// The next scene's title, or `nil` at the end.
    public var nextStepTitle: String? { nextScene?.title }
    /// Everything printed so far.
    public var transcript: String { player.out.text }

    /// Plays the next scene (after the title and legend, before the first).
    ///
    /// - Returns: `false` when every scene had been played already (nothing happens).
    @discardableResult
    public func playNext() async throws -> Bool {
        guard let scene = nextScene else { return false }
        if played == 0 { DemoLegend.write(to: player.out) }
        played += 1
        try await player.play(scene)
        return true
    }

    /// Plays scene `number` only: the scenes before it run first without printing (a line says
    /// so, and shows the screens they left), so it prints what it prints in the whole script.
    ///
    /// - Throws: ``DemoUsageError`` when `number` is not a scene still to play.
    public func play(scene number: Int) async throws {
        guard (played + 1)...DemoScene.all.count ~= number else {
            throw DemoUsageError("--scene expects a scene number from \(played + 1) to \(DemoScene.all.count); got \(number)")
        }
        if played == 0 { DemoLegend.write(to: player.out) }
        if number > played + 1 {
            player.out.isMuted = true
            defer { player.out.isMuted = false }
            while played + 1 < number { try await playNext() }
        }
        if number > 1 {
            player.out.say("", .headline)
            player.out.say("set-up: scenes 1–\(number - 1) played without printing; on screen now:", .headline)
            player.out.say(player.tree(), .headline)
        }
        try await playNext()
    }
}
