public import WaypointNavigation

/// A navigator on an in-memory host, with everything a test needs: screens with deterministic
/// identities, gestures, hand-stepped transitions, the changes seen so far, and assertions that
/// show expected and actual trees.
///
/// ```swift
/// @Test @MainActor func backButtonReleasesTheCardsFlow() throws {
///     let tester = NavigationTester()
///     let home = tester.screen(Home.overview)
///     let detail = tester.screen(Cards.detail(id: 3), owner: "cards")
///     try tester.execute(.setRoot(.stack([home])))
///     try tester.execute(.push(detail))
///     try tester.host.popInteractively()
///     tester.expectState(NavigationState(root: .stack([home])))
///     #expect(tester.changes.last?.finishedOwners == ["cards"])
/// }
/// ```
@MainActor
public final class NavigationTester {
    /// The host the navigator drives.
    public let host: InMemoryHost
    /// The navigator under test.
    public let navigator: Navigator
    /// Every change the navigator published since the tester was made, oldest first.
    public private(set) var changes: [NavigationChange] = []
    private var subscription: NavigationSubscription?

    /// Creates a navigator on a fresh in-memory host.
    ///
    /// - Parameters:
    ///   - state: The state to start from (shown at once with immediate timing).
    ///   - timing: `InMemoryHost/Timing/immediate` by default; `InMemoryHost/Timing/manual`
    ///     to step transitions with ``finishTransition()``.
    ///
    /// New screens are numbered from `#1`, or after `state`'s largest identity.
    public init(state: NavigationState = .empty, timing: InMemoryHost.Timing = .immediate) {
        host = InMemoryHost(timing: timing)
        navigator = Navigator(host: host, state: state)
        subscription = navigator.onChange { [weak self] change in self?.changes.append(change) }
    }

    /// The navigator's committed state.
    public var state: NavigationState { navigator.state }

    /// A new screen with the next identity.
    ///
    /// - Parameters:
    ///   - destination: What it shows.
    ///   - owner: The flow that owns it; `FlowID/app` by default.
    /// - Returns: The screen.
    public func screen(_ destination: some Destination, owner: FlowID = .app) -> Screen {
        navigator.makeScreen(destination, owner: owner)
    }

    /// Runs a command on the navigator.
    ///
    /// - Parameter command: The command.
    /// - Returns: The committed change.
    /// - Throws: `NavigationError` when the command is impossible.
    @discardableResult
    public func execute(_ command: NavigationCommand) throws(NavigationError) -> NavigationChange {
        try navigator.execute(command)
    }

    /// Finishes the host's transition in flight (manual timing).
    ///
    /// - Returns: `false` when none was in flight.
    @discardableResult
    public func finishTransition() -> Bool { host.finishTransition() }

    /// Finishes transitions until the host shows the navigator's state.
    ///
    /// - Returns: How many transitions finished.
    @discardableResult
    public func finishAllTransitions() -> Int { host.finishAllTransitions() }
}
