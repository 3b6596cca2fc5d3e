/// Every decision a platform host takes, without the platform: where a step happens, whether it
/// happened, and what the user did.
///
/// A platform host keeps one reader and only makes platform calls around it:
/// - before a step, ``begin(_:in:)`` checks the step against what the host shows and locates
///   it in a ``HostSnapshot`` of the platform (walking past controllers the app presented
///   itself); a container that is not there is a typed refusal, never a silent success;
/// - when the platform finished it, ``finish(in:)`` checks that the platform shows the result;
/// - for each platform callback, ``read(_:in:)`` turns a ``HostEvent`` and the snapshot taken
///   after it into a ``UserGesture`` (UIKit showing N fewer screens is a pop of N, a sheet that
///   is gone is a swipe-down), or says nothing happened the navigator must hear about;
/// - ``allowsSwipeDown(presentedAt:in:)`` and ``allowsTabSelection`` answer the platform's
///   "should" questions.
///
/// ```swift
/// var reader = HostReader(shown: NavigationState(root: .stack([home])))
/// let placement = try reader.begin(.push(detail, in: .root), in: snapshot())
/// // placement == .container(HostAddress(chainIndex: 0)): pushViewController on the window's root,
/// // then, when the transition finished:
/// completion(reader.finish(in: snapshot()))                                 // .completed
/// // later, UIKit reports that the user tapped Back:
/// if case .gesture(let gesture) = reader.read(.didShow(home.id, in: HostAddress(chainIndex: 0)), in: snapshot()) {
///     onUserGesture?(gesture)                                               // .interactivePop(in: root)
/// }
/// ```
@_spi(HostAuthoring)
public struct HostReader: Hashable, Sendable {
    private enum Phase: Hashable, Sendable {
        case idle
        case performing(HostStep, next: NavigationState)
    }

    /// What the host shows: every finished step and every gesture read so far.
    public private(set) var shown: NavigationState
    private var phase: Phase = .idle
    /// Stacks whose interactive pop has started (`willShow` of a lower screen), by path.
    private var popsUnderWay: [ContainerPath: Screen.ID] = [:]

    /// What the host may touch: the window (by default) or one embedded navigation controller.
    public let scope: HostScope

    /// Creates a reader for a host that shows `shown` (nothing by default).
    ///
    /// - Parameters:
    ///   - shown: What the host shows.
    ///   - scope: What the host may touch (``HostScope``).
    public init(shown: NavigationState = .empty, scope: HostScope = .window) {
        self.shown = shown
        self.scope = scope
    }

    /// The step the host is performing, if any.
    public var stepInFlight: HostStep? {
        if case .performing(let step, _) = phase { return step }
        return nil
    }

    /// What the host shows once the step in flight finished; ``shown`` when none is.
    public var next: NavigationState {
        if case .performing(_, let next) = phase { return next }
        return shown
    }

    /// Checks `step` against what the host shows and locates it in what the platform shows.
    ///
    /// ```swift
    /// let placement = try reader.begin(.dismiss(toLevel: 0), in: snapshot)   // .presenter(chainIndex: 0)
    /// ```
    ///
    /// - Parameters:
    ///   - step: The step the navigator asked for.
    ///   - snapshot: What the platform shows now.
    /// - Returns: Where to make the platform call.
    /// - Throws: ``NavigationError``: the step breaks the host's rules, a step is already in
    ///   flight (`transitionInFlight`), the container is not on the platform
    ///   (`containerNotFound`, `notAStack`, `noTabs`), or the platform shows something else
    ///   (`hostMismatch`). Nothing starts then.
    public mutating func begin(_ step: HostStep, in snapshot: HostSnapshot) throws(NavigationError) -> HostPlacement {
        if case .performing(let current, _) = phase {
            throw NavigationError(
                .transitionInFlight, input: step.description, expected: "no transition in flight", found: "\(current) still running")
        }
        let after = try shown.performing(step)
        let placement =
            switch scope {
            case .window: try snapshot.placement(of: step, shown: shown)
            case .embeddedStack: try snapshot.embeddedPlacement(of: step, shown: shown)
            }
        phase = .performing(step, next: after)
        popsUnderWay = [:]
        return placement
    }

    /// The platform finished the step in flight: `.completed` when `snapshot` shows its result
    /// (the app's own controllers aside), otherwise a `hostMismatch` refusal and the host keeps
    /// showing what it showed before.
    ///
    /// - Parameter snapshot: What the platform shows now.
    /// - Returns: The outcome to pass to the navigator; `.refused` when no step was in flight.
    public mutating func finish(in snapshot: HostSnapshot) -> HostStepOutcome {
        guard case .performing(let step, let after) = phase else {
            return .refused(NavigationError(.hostMismatch, input: "finish", expected: "a step in flight", found: "none"))
        }
        phase = .idle
        let expected = HostSnapshot(showing: after).ownLevels
        let found = snapshot.ownLevels
        guard expected == found else {
            return .refused(NavigationError(
                .hostMismatch, input: step.description, expected: "the platform to show \(expected.map(\.kindName))",
                found: "\(found.map(\.kindName))"))
        }
        shown = after
        return .completed
    }

    /// The platform could not perform the step in flight (no controller to make the call on):
    /// the host keeps showing what it showed before.
    ///
    /// - Returns: The `hostMismatch` refusal to pass to the navigator.
    @discardableResult
    public mutating func abandon() -> HostStepOutcome {
        let input = stepInFlight?.description ?? "abandon"
        phase = .idle
        return .refused(NavigationError(
            .hostMismatch, input: input, expected: "a platform controller to perform the step on", found: "none"))
    }

    /// Whether the user may start swiping down the controller at `chainIndex` now: it must be
    /// the host's top-most level, a sheet whose visible screen allows it
    /// (``NavigationState/allowsSwipeDown(level:)``), and no step may be in flight.
    ///
    /// ```swift
    /// func presentationControllerShouldDismiss(_ controller: UIPresentationController) -> Bool {
    ///     reader.allowsSwipeDown(presentedAt: index, in: snapshot) && appDelegateAgrees
    /// }
    /// ```
    public func allowsSwipeDown(presentedAt chainIndex: Int, in snapshot: HostSnapshot) -> Bool {
        guard case .idle = phase, let level = snapshot.level(ofChainIndex: chainIndex) else { return false }
        return shown.allowsSwipeDown(level: level)
    }

    /// Whether the user may select a tab now: not while the host's own step is in flight.
    public var allowsTabSelection: Bool {
        if case .idle = phase { return true }
        return false
    }

    /// Whether the platform may select tab `index` of the tabs at `address` now: not while a
    /// step is in flight, and a re-tap of the selected tab only when the state pops its stack to
    /// the root for it (UIKit's `shouldSelect`, which otherwise lets UIKit pop on its own).
    ///
    /// ```swift
    /// func tabBarController(_ tabs: UITabBarController, shouldSelect controller: UIViewController) -> Bool {
    ///     reader.allowsTabSelection(index, at: address, in: snapshot())
    /// }
    /// ```
    public func allowsTabSelection(_ index: Int, at address: HostAddress, in snapshot: HostSnapshot) -> Bool {
        guard allowsTabSelection else { return false }
        guard let path = snapshot.path(of: address), case .tabs(let tabs, let selected)? = shown.container(at: path),
            selected == index, tabs.indices.contains(index)
        else { return true }
        return tabs[index].popsToRootOnReselect
    }

    /// How the platform shows the level presented at `chainIndex` in a window of `width`: a
    /// popover becomes a sheet in a compact width (`Modal.presentedStyle(in:)`); `nil` for a
    /// controller the host did not present. UIKit asks it in
    /// `adaptivePresentationStyle(for:traitCollection:)`.
    ///
    /// ```swift
    /// reader.presentedStyle(presentedAt: 1, in: snapshot(), width: .compact)   // .sheet for a popover
    /// ```
    public func presentedStyle(presentedAt chainIndex: Int, in snapshot: HostSnapshot, width: NavigationState.WidthClass) -> Modal.Style? {
        guard let level = snapshot.level(ofChainIndex: chainIndex), level >= 1, level <= shown.modals.count else { return nil }
        return shown.modals[level - 1].presentedStyle(in: width)
    }
}

@_spi(HostAuthoring)
extension HostReader {
    func popUnderWay(at path: ContainerPath) -> Screen.ID? { popsUnderWay[path] }

    mutating func startPop(at path: ContainerPath, to id: Screen.ID) { popsUnderWay[path] = id }

    mutating func endPop(at path: ContainerPath) { popsUnderWay[path] = nil }

    mutating func applyGesture(_ gesture: UserGesture) throws(NavigationError) {
        shown = try shown.performing(gesture)
    }
}
