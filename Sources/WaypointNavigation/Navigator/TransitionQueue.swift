/// The navigator's transition queue as a pure state machine: what the host shows, what it should
/// show, and whether a transition is in flight.
///
/// Each input is one `mutating` event returning the action the owner must perform; all state
/// lives in one enum. There is never more than one transition in flight; targets that arrive
/// meanwhile replace each other (coalesced) and are planned from what the host shows once the
/// transition finished.
///
/// A refused step (or one that timed out) leaves the host showing what it showed before the
/// step, with the user's gestures made during the step still applied: each is replayed on the
/// display before the step when it applies there and removes no screen the user did not remove
/// (a pop of the screen the refused step pushed is not replayed). So no gesture is lost, and
/// whenever nothing is in flight the queue's ``shown`` is what the host shows.
struct TransitionQueue {
    enum Action: Equatable {
        /// Nothing to do now.
        case none
        /// Ask the host to perform this step.
        case perform(HostStep)
        /// The host shows the target: resume everybody waiting.
        case settled
        /// The host refused a step: stop and resume everybody waiting.
        case stalled(NavigationError)
    }

    /// What the host shows and what it should show.
    private struct Track {
        /// What the host shows (including the effect of the step in flight).
        var shown: NavigationState
        /// What the host should show.
        var target: NavigationState
        /// The rest of the plan from `shown` to `target`, when still valid.
        var plan: [HostStep] = []
        /// Whether `shown` was last set from `target` itself (the host shows the target, and
        /// shares its storage), so a step known to lead from the target to a new one is the
        /// whole plan.
        var showsTarget = false

        /// A new target (from a command or the user); the plan towards the old one is void.
        mutating func retarget(_ newTarget: NavigationState) {
            target = newTarget
            plan = []
            showsTarget = false
        }
    }

    private enum State {
        /// Nothing in flight.
        case idle(Track)
        /// `step` is in flight; `shownBefore` is what the host shows if it refuses the step.
        case inFlight(Track, step: HostStep, shownBefore: NavigationState)
        /// The host refused a step; the next change plans again.
        case stalled(Track, NavigationError)
    }

    private var state: State

    init(shown: NavigationState) {
        state = .idle(Track(shown: shown, target: shown))
    }

    private var track: Track {
        switch state {
        case .idle(let track), .inFlight(let track, _, _), .stalled(let track, _): track
        }
    }

    /// What the host shows (including the effect of the step in flight).
    var shown: NavigationState { track.shown }

    /// What the host should show.
    var target: NavigationState { track.target }

    /// Whether the host shows the target with nothing in flight.
    var isSettled: Bool {
        switch state {
        case .idle(let track): track.shown == track.target
        case .inFlight, .stalled: false
        }
    }

    /// Whether a transition is in flight.
    var isInFlight: Bool {
        switch state {
        case .inFlight: true
        case .idle, .stalled: false
        }
    }

    /// The refusal that stopped the queue, if it is stopped.
    var failure: NavigationError? {
        switch state {
        case .stalled(_, let error): error
        case .idle, .inFlight: nil
        }
    }

    /// A new target was committed; `step`, if given, is one host step that leads from the
    /// previous target to it (a push, pop, presentation or dismissal command), which spares the
    /// diff when the host shows the previous target.
    mutating func commit(_ newTarget: NavigationState, step: HostStep? = nil) -> Action {
        switch state {
        case .inFlight(var track, let inFlight, let before):
            track.retarget(newTarget)
            state = .inFlight(track, step: inFlight, shownBefore: before)
            return .none
        case .idle(var track), .stalled(var track, _):
            let fromTarget = track.showsTarget
            track.retarget(newTarget)
            if fromTarget, let step { track.plan = [step] }
            return next(track)
        }
    }

    /// The host finished (or refused) the step in flight. The navigator passes each step's
    /// completion once, and only while it is in flight (stale ones stop at its token check).
    mutating func stepFinished(_ outcome: HostStepOutcome) -> Action {
        switch state {
        case .idle, .stalled:
            preconditionFailure("TransitionQueue: stepFinished(\(outcome)) in state \(state): no step is in flight")
        case .inFlight(var track, _, let before):
            switch outcome {
            case .completed:
                return next(track)
            case .refused(let error):
                track.shown = before
                track.plan = []
                track.showsTarget = false
                state = .stalled(track, error)
                return .stalled(error)
            }
        }
    }

    /// The user changed what the host shows by `gesture`; `newShown` is what it shows now and
    /// `newTarget` the target adjusted to it.
    mutating func userChanged(
        _ gesture: UserGesture, shown newShown: NavigationState, target newTarget: NavigationState
    ) -> Action {
        switch state {
        case .inFlight(var track, let step, let before):
            let replayed = before.replaying(gesture, removing: track.shown.screenIDs.subtracting(newShown.screenIDs))
            track.shown = newShown
            track.retarget(newTarget)
            state = .inFlight(track, step: step, shownBefore: replayed)
            return .none
        case .idle(var track), .stalled(var track, _):
            track.shown = newShown
            track.retarget(newTarget)
            return next(track)
        }
    }

    private mutating func next(_ current: Track) -> Action {
        var track = current
        if track.plan.isEmpty { track.plan = NavigationDiff.steps(from: track.shown, to: track.target) }
        guard !track.plan.isEmpty else {
            // Equal by the diff's law: share the target's storage, so later diffs compare in O(1).
            track.shown = track.target
            track.showsTarget = true
            state = .idle(track)
            return .settled
        }
        let step = track.plan.removeFirst()
        let before = track.shown
        do throws(NavigationError) {
            if track.plan.isEmpty {
                // The last step of a plan leads to the target (the diff's law), which was
                // validated when it was committed: check only the host's rules for the step,
                // and share the target's storage instead of building an equal copy.
                do throws(NavigationError) {
                    try track.shown.checkRules(of: step, input: "", checkingPushedIdentity: false)
                } catch {
                    throw error.with(input: step.description)
                }
                track.shown = track.target
                track.showsTarget = true
            } else {
                track.shown = try track.shown.performing(step)
                track.showsTarget = false
            }
            state = .inFlight(track, step: step, shownBefore: before)
            return .perform(step)
        } catch {
            track.plan = []
            state = .stalled(track, error)
            return .stalled(error)
        }
    }
}

extension NavigationState {
    fileprivate var screenIDs: Set<Screen.ID> { Set(screens.lazy.map(\.id)) }

    /// This display with `gesture` replayed, when it applies here and removes only screens in
    /// `removed` (what the gesture removed where the user made it); otherwise unchanged.
    fileprivate func replaying(_ gesture: UserGesture, removing removed: Set<Screen.ID>) -> NavigationState {
        guard let replayed = try? performing(gesture), screenIDs.subtracting(replayed.screenIDs).isSubset(of: removed) else {
            return self
        }
        return replayed
    }
}
