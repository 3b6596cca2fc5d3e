/// The pure life cycle of a ``FlowRun``: which step is current, which earlier steps the user
/// can go back to, and the flow's state; inputs in, actions out.
///
/// The owner (``FlowRun``) feeds it what happens — a state was entered, a step was answered,
/// screens left, the run ended — with the facts it needs (the flow's next step, which steps
/// still show their top screen), and performs the returned action.
///
/// Only the steps whose top screen is still on display are kept (the *trail*): a step whose
/// screens left can never become current again, so a flow that loops keeps as many steps as it
/// has screens on display, not its whole history.
struct FlowRunStateMachine<FlowState, Result, Context: AnyObject> {
    /// What follows an entered state: a step (with the context that performs it) or the end.
    enum Next {
        case step(Context)
        case finish(Result)
    }

    enum Action {
        /// Nothing to do.
        case none
        /// Let the performer show the step of this context.
        case perform(Context)
        /// Finish the run with the flow's result.
        case finish(Result)
        /// Publish the state (an answer, or the state of a step the user went back to).
        case emit(FlowState)
    }

    private enum State {
        /// No step is current: before the first one, or after an answer until the next is entered.
        case between(FlowState, trail: [Context])
        /// `current` waits for its answer; `trail` holds the earlier steps still on display.
        case asking(current: Context, FlowState, trail: [Context])
        /// The run ended; no step is kept.
        case ended(FlowState)
    }

    private var state: State

    init(initialState: FlowState) {
        state = .between(initialState, trail: [])
    }

    /// The flow's state.
    var flowState: FlowState {
        switch state {
        case .between(let flowState, _), .asking(_, let flowState, _), .ended(let flowState): flowState
        }
    }

    /// The step waiting for an answer.
    var current: Context? {
        switch state {
        case .asking(let current, _, _): current
        case .between, .ended: nil
        }
    }

    /// How many steps are kept (the current one and the trail).
    var keptSteps: Int {
        switch state {
        case .between(_, let trail): trail.count
        case .asking(_, _, let trail): trail.count + 1
        case .ended: 0
        }
    }

    /// The steps kept, oldest first: the trail, then the current step.
    var keptContexts: [Context] {
        switch state {
        case .between(_, let trail): trail
        case .asking(let current, _, let trail): trail + [current]
        case .ended: []
        }
    }

    /// The flow entered `flowState`, whose next step or result is `next`; `topShown` tells
    /// whether a step's top screen is still on display (`nil` when it showed none).
    mutating func entered(_ flowState: FlowState, next: Next, topShown: (Context) -> Bool?) -> Action {
        let trail: [Context]
        switch state {
        case .ended:
            // An answer's state entered after the run was cancelled: nothing is asked any more.
            return .none
        case .between(_, let kept):
            trail = kept
        case .asking(let current, _, let kept):
            trail = kept + [current]
        }
        switch next {
        case .finish(let result):
            state = .ended(flowState)
            return .finish(result)
        case .step(let context):
            state = .asking(current: context, flowState, trail: trail.filter { topShown($0) == true })
            return .perform(context)
        }
    }

    /// `context` answered with `flowState`; accepted only from the current step.
    mutating func answered(_ context: Context, with flowState: FlowState) -> Action {
        switch state {
        case .asking(let current, let old, let trail):
            // A step the user went back from (the performer's code may still answer it).
            guard current === context else { return .none }
            state = .between(old, trail: trail + [current])
            return .emit(flowState)
        case .between, .ended:
            // A step answered twice, or after the run ended.
            return .none
        }
    }

    /// Screens of the run left the display; `topShown` tells whether a step's top screen is
    /// still there (`nil` when it showed none), `stateOf` the state a step was asked in. When
    /// the current step's top screen left, the newest earlier step still on display becomes
    /// current again (the user went back to it), with its state.
    mutating func screensLeft(topShown: (Context) -> Bool?, stateOf: (Context) -> FlowState) -> Action {
        switch state {
        case .between, .ended:
            // Screens left while the next step is being entered, or after the run ended.
            return .none
        case .asking(let current, let flowState, var trail):
            guard topShown(current) == false else { return .none }
            while let context = trail.popLast() {
                if topShown(context) == true {
                    state = .asking(current: context, stateOf(context), trail: trail)
                    return .emit(stateOf(context))
                }
            }
            state = .between(flowState, trail: [])
            return .none
        }
    }

    /// The run ended (finished, failed or cancelled): forget every step.
    mutating func ended() -> Action {
        switch state {
        case .between(let flowState, _), .asking(_, let flowState, _):
            state = .ended(flowState)
            return .none
        case .ended:
            // The run finished (it entered a final state) before the flow reported its end.
            return .none
        }
    }
}
