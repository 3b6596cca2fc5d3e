/// The embedded host: UIKit's rules without UIKit, headless, for tests, demos and the command line.
///
/// It keeps the state it shows, applies each step under UIKit's rules
/// (refusing illegal ones, such as presenting from a level that is already presenting),
/// records the steps it performed, and simulates the user's gestures. Transitions finish at once
/// (``Timing/immediate``) or when a test says so (``Timing/manual``), which lets tests fire
/// requests while a transition is in flight.
///
/// ```swift
/// let host = InMemoryHost(timing: .manual)
/// let navigator = Navigator(host: host)
/// try navigator.execute(.setRoot(.stack([navigator.makeScreen(Home.overview, owner: .app)])))
/// host.isTransitioning          // true
/// host.finishTransition()       // the root is on display
/// try host.popInteractively()   // throws: the stack holds only its root
/// ```
@MainActor
public final class InMemoryHost: NavigationHost {
    /// When transitions finish.
    public enum Timing: Hashable, Sendable {
        /// Each transition finishes before `perform` returns.
        case immediate
        /// Each transition stays in flight until ``InMemoryHost/finishTransition()``.
        case manual
    }

    /// When transitions finish (set once, by ``init(timing:)``; the package's own tests switch it).
    package var timing: Timing
    /// What the host shows: the result of every performed step and gesture so far.
    public private(set) var shown: NavigationState = .empty
    /// Every step performed, in order.
    @_spi(HostAuthoring) public private(set) var performedSteps: [HostStep] = []
    /// Every step performed, in order, with whether the navigator asked to animate it.
    @_spi(HostAuthoring) public private(set) var transitions: [HostTransition] = []
    /// Every step refused, with the broken rule.
    @_spi(HostAuthoring) public private(set) var refusedSteps: [(step: HostStep, error: NavigationError)] = []
    /// Every gesture simulated, in order.
    @_spi(HostAuthoring) public private(set) var gestures: [UserGesture] = []
    /// Told about every simulated gesture; installed by the ``Navigator`` that drives the host.
    @_spi(HostAuthoring) public var onUserGesture: (@MainActor (UserGesture) -> Void)?

    private var inFlight: (step: HostStep, completion: @MainActor (HostStepOutcome) -> Void)?

    /// Creates a host that shows nothing.
    ///
    /// - Parameter timing: When transitions finish; ``Timing/immediate`` by default.
    public init(timing: Timing = .immediate) {
        self.timing = timing
    }

    /// Whether a transition has started and not yet finished.
    package var isTransitioning: Bool { inFlight != nil }

    /// The step in flight, if any.
    @_spi(HostAuthoring) public var stepInFlight: HostStep? { inFlight?.step }

    /// Applies `step` to ``shown`` under UIKit's rules, records it, and finishes it now
    /// (immediate timing) or at ``finishTransition()`` (manual timing).
    ///
    /// An illegal step, or a step while another is in flight, is refused: `completion` gets
    /// ``HostStepOutcome/refused(_:)`` at once, the step lands in ``refusedSteps``, and
    /// ``shown`` stays as it was.
    ///
    /// ```swift
    /// host.perform(.push(detail, in: .root)) { outcome in print(outcome) }   // completed
    /// ```
    ///
    /// - Parameters:
    ///   - step: The transition.
    ///   - completion: Called once with the outcome.
    @_spi(HostAuthoring) public func perform(_ step: HostStep, completion: @escaping @MainActor (HostStepOutcome) -> Void) {
        perform(step, animated: true, completion: completion)
    }

    /// Performs `step` as ``perform(_:completion:)`` does and records in ``transitions``
    /// whether it was to be animated.
    ///
    /// - Parameters:
    ///   - step: The transition.
    ///   - animated: Whether the navigator asked for animation.
    ///   - completion: Called once with the outcome.
    @_spi(HostAuthoring) public func perform(_ step: HostStep, animated: Bool, completion: @escaping @MainActor (HostStepOutcome) -> Void) {
        if let inFlight {
            let error = NavigationError(
                .transitionInFlight, input: step.description, expected: "no transition in flight",
                found: "\(inFlight.step) still running")
            refusedSteps.append((step, error))
            completion(.refused(error))
            return
        }
        do {
            shown = try shown.performing(step)
        } catch {
            refusedSteps.append((step, error))
            completion(.refused(error))
            return
        }
        performedSteps.append(step)
        transitions.append(HostTransition(step, animated: animated))
        switch timing {
        case .immediate: completion(.completed)
        case .manual: inFlight = (step, completion)
        }
    }

    /// Finishes the transition in flight.
    ///
    /// ```swift
    /// while host.finishTransition() {}   // let the navigator catch up
    /// ```
    ///
    /// - Returns: `false` when no transition was in flight.
    @discardableResult
    public func finishTransition() -> Bool {
        guard let current = inFlight else { return false }
        inFlight = nil
        current.completion(.completed)
        return true
    }

    /// Finishes transitions until none is in flight, and returns how many finished.
    ///
    /// - Complexity: O(k) in the number of transitions the navigator still has to run.
    @discardableResult
    package func finishAllTransitions() -> Int {
        var count = 0
        while finishTransition() { count += 1 }
        return count
    }

    /// Plays a user gesture on what the host shows and reports it to the navigator.
    ///
    /// A gesture during a transition acts on what the transition is showing.
    ///
    /// - Parameter gesture: What the user does.
    /// - Throws: ``NavigationError`` when the user could not do it here; nothing changes then.
    @_spi(HostAuthoring) public func simulate(_ gesture: UserGesture) throws(NavigationError) {
        shown = try shown.performing(gesture)
        gestures.append(gesture)
        onUserGesture?(gesture)
    }

    /// The user taps Back (or swipes from the edge) on the visible stack of the top-most level
    /// (in a split view: the collapsed stack in a compact width, the top-most column in a
    /// regular one) — or, given a screen `id`, long-presses Back and picks that screen: every
    /// screen above it is popped in one transition.
    ///
    /// ```swift
    /// try host.popInteractively()             // [home, card, block] becomes [home, card]
    /// try host.popInteractively(to: home.id)  // [home, card, block] becomes [home]
    /// ```
    ///
    /// - Parameter id: The screen picked in Back's menu; `nil` (the default) pops one screen.
    /// - Throws: ``NavigationError`` when the visible stack holds fewer than 2 screens, or `id`
    ///   is not below the top of the visible stack.
    public func popInteractively(to id: Screen.ID? = nil) throws(NavigationError) {
        if let id {
            try simulate(.popTo(id, in: visibleTopPath))
        } else {
            try simulate(.interactivePop(in: visibleTopPath))
        }
    }

    /// The user starts an edge swipe on the visible stack and gives up: nothing changes.
    ///
    /// - Throws: ``NavigationError`` when the visible stack holds fewer than 2 screens.
    public func cancelInteractivePop() throws(NavigationError) {
        try simulate(.cancelledInteractivePop(in: visibleTopPath))
    }

    /// The user pulls the top-most sheet down.
    ///
    /// - Throws: ``NavigationError`` when nothing is presented or the top level is full-screen.
    public func swipeDown() throws(NavigationError) {
        try simulate(.swipeDown(level: shown.topLevel))
    }

    /// The user taps tab `index` of the tabs filling the top-most level.
    ///
    /// - Throws: ``NavigationError`` when the top-most level shows no tabs or `index` is out of range.
    public func tapTab(_ index: Int) throws(NavigationError) {
        try simulate(.tabTap(index, in: ContainerPath(level: shown.topLevel)))
    }

    /// The user picks the action at `index` of the alert or confirmation dialog on top.
    ///
    /// ```swift
    /// try host.chooseAlertAction(0)   // "Block"
    /// ```
    ///
    /// - Throws: ``NavigationError`` when no alert is on top or `index` names no action.
    public func chooseAlertAction(_ index: Int) throws(NavigationError) {
        try simulate(.alertAction(index, level: shown.topLevel))
    }

    /// The system dismisses the alert or confirmation dialog on top without a choice (the app
    /// went to the background).
    ///
    /// - Throws: ``NavigationError`` when no alert is on top.
    public func dismissAlertBySystem() throws(NavigationError) {
        try simulate(.alertDismissed(level: shown.topLevel))
    }

    /// The window becomes `width` wide (a rotation, a resized window); popovers adapt.
    ///
    /// ```swift
    /// try host.changeWidth(.regular)
    /// ```
    public func changeWidth(_ width: NavigationState.WidthClass) throws(NavigationError) {
        try simulate(.widthChanged(width))
    }

    private var visibleTopPath: ContainerPath {
        shown.backButtonPath(ofLevel: shown.topLevel) ?? .root
    }
}
