/// The navigator's transition queue as a pure state machine: what the host shows, what it should
/// show, and whether a transition is in flight.
///
/// Each input is one `mutating` event returning the action the owner must perform. There is
/// never more than one transition in flight; targets that arrive meanwhile replace each other
/// (coalesced) and are planned from what the host shows once the transition finished.
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

    private enum Phase {
        case idle
        case inFlight(HostStep, shownBefore: NavigationState)
        case stalled(NavigationError)
    }

    private var phase: Phase = .idle
    /// What the host shows (including the effect of the step in flight).
    private(set) var shown: NavigationState
    /// What the host should show.
    private(set) var target: NavigationState
    /// The rest of the plan from `shown` to `target`, when still valid.
    private var plan: [HostStep] = []
    /// Whether `shown` was last set from `target` itself (the host shows the target, and shares
    /// its storage), so a step known to lead from the target to a new one is the whole plan.
    private var showsTarget = false

    init(shown: NavigationState) {
        self.shown = shown
        self.target = shown
    }

    /// Whether the host shows the target with nothing in flight.
    var isSettled: Bool {
        if case .idle = phase { return shown == target }
        return false
    }

    /// Whether a transition is in flight.
    var isInFlight: Bool {
        if case .inFlight = phase { return true }
        return false
    }

    /// The refusal that stopped the queue, if it is stopped.
    var failure: NavigationError? {
        if case .stalled(let error) = phase { return error }
        return nil
    }

    /// A new target was committed; `step`, if given, is one host step that leads from the
    /// previous target to it (a push, pop, presentation or dismissal command), which spares the
    /// diff when the host shows the previous target.
    mutating func commit(_ newTarget: NavigationState, step: HostStep? = nil) -> Action {
        let fromTarget = showsTarget
        target = newTarget
        plan = []
        showsTarget = false
        switch phase {
        case .inFlight: return .none
        case .idle, .stalled:
            phase = .idle
            if fromTarget, let step { plan = [step] }
            return next()
        }
    }

    /// The host finished (or refused) the step in flight.
    mutating func stepFinished(_ outcome: HostStepOutcome) -> Action {
        guard case .inFlight(_, let before) = phase else { return .none }
        switch outcome {
        case .completed:
            phase = .idle
            return next()
        case .refused(let error):
            shown = before
            showsTarget = false
            plan = []
            phase = .stalled(error)
            return .stalled(error)
        }
    }

    /// The user changed what the host shows; `newTarget` is the target adjusted to it.
    mutating func userChanged(shown newShown: NavigationState, target newTarget: NavigationState) -> Action {
        shown = newShown
        target = newTarget
        showsTarget = false
        plan = []
        switch phase {
        case .inFlight: return .none
        case .idle, .stalled:
            phase = .idle
            return next()
        }
    }

    private mutating func next() -> Action {
        if plan.isEmpty { plan = NavigationDiff.steps(from: shown, to: target) }
        guard !plan.isEmpty else {
            // Equal by the diff's law: share the target's storage, so later diffs compare in O(1).
            shown = target
            showsTarget = true
            return .settled
        }
        let step = plan.removeFirst()
        do throws(NavigationError) {
            if plan.isEmpty {
                // The last step of a plan leads to the target (the diff's law), which was
                // validated when it was committed: check only the host's rules for the step,
                // and share the target's storage instead of building an equal copy.
                do throws(NavigationError) {
                    try shown.checkRules(of: step, input: "", checkingPushedIdentity: false)
                } catch {
                    throw error.with(input: step.description)
                }
                phase = .inFlight(step, shownBefore: shown)
                shown = target
                showsTarget = true
            } else {
                let after = try shown.performing(step)
                phase = .inFlight(step, shownBefore: shown)
                shown = after
                showsTarget = false
            }
            return .perform(step)
        } catch {
            plan = []
            phase = .stalled(error)
            return .stalled(error)
        }
    }
}
