/// The pure life cycle of a ``Coordinator``: inputs in, actions out.
///
/// The owner (``Coordinator``) feeds it what happens — it was launched, its `start()`
/// returned, one of its commands showed a screen, screens or children left, someone ended it —
/// with the one fact liveness needs (whether it still owns a screen or has a live child), and
/// performs the returned action. Every decision about the coordinator's life is made here, with
/// exhaustive switches and no side effects:
///
/// `idle → preparing → running → ended`, where `started` is published once, on the first
/// screen shown (even while preparing) or when `start()` returns with only children on display,
/// and the first terminal event wins.
///
/// Not generic over the coordinator's `Output` and `Success`: the events that carry them are the
/// owner's (``Ending/given``, ``Publication/given``). A coordinator's code is not specialized
/// for the app's types, so a generic machine made every query and every action look the
/// machine's, its state's and its action's metadata up at run time (about 30 look-ups in one
/// coordinator's life).
struct CoordinatorStateMachine: Sendable {
    enum Action {
        /// Nothing to do.
        case none
        /// Observe the navigator and run `start()`.
        case prepare
        /// Publish a non-terminal event.
        case publish(Publication)
        /// End: stop observing and preparing, dismiss the subtree's screens when `dismissing`,
        /// end the children, publish the terminal event, resume the waiters, tell the parent.
        case end(Ending, dismissing: Bool)
    }

    /// The non-terminal event to publish.
    enum Publication {
        /// ``FlowEvent/started``.
        case started
        /// The event the owner passed with the input (a produced value).
        case given
    }

    /// The terminal event.
    enum Ending {
        /// The event the owner passed with the input (finish, fail, cancel, its parent ending).
        case given
        /// ``FlowEvent/cancelled``: the user took the flow's screens away.
        case cancelled
        /// ``FlowEvent/failed(_:)`` with this error.
        case failed(FlowError)
        /// ``FlowEvent/finished(_:)`` with the result of a link that was already on screen.
        case finishedUnchanged
    }

    private enum State {
        /// Created, not launched.
        case idle
        /// Inside `start()`; `shown`: a command showed a screen; `announced`: `started` went out.
        case preparing(shown: Bool, announced: Bool)
        /// `start()` returned and the flow holds a screen or a child.
        case running(announced: Bool)
        /// The terminal event went out (the owner keeps it).
        case ended
    }

    /// The flow whose life this is, for the errors it ends with.
    let id: FlowID
    private var state = State.idle

    init(id: FlowID) {
        self.id = id
    }

    /// Where the flow is in its life.
    var phase: FlowPhase {
        switch state {
        case .idle: .idle
        case .preparing: .preparing
        case .running: .running
        case .ended: .ended
        }
    }

    /// Whether the flow ended.
    var isEnded: Bool {
        if case .ended = state { return true }
        return false
    }

    /// Whether the flow may show screens and start children (preparing or running).
    var isActive: Bool {
        switch state {
        case .preparing, .running: true
        case .idle, .ended: false
        }
    }

    /// `launch()` was called; `idTaken` when another live flow on the same navigator has the id.
    mutating func launch(idTaken: Bool) -> Action {
        switch state {
        case .idle:
            if idTaken { return end(.failed(FlowError(.duplicateID, flow: id)), dismissing: false) }
            state = .preparing(shown: false, announced: false)
            return .prepare
        case .preparing, .running, .ended:
            // The app may call the public `launch()` again: only the first one launches.
            return .none
        }
    }

    /// Restoration attached the flow to screens already on display: it runs without `start()`;
    /// `idTaken` when another live flow on the same navigator has the id.
    mutating func restored(idTaken: Bool) -> Action {
        switch state {
        case .idle:
            if idTaken { return end(.failed(FlowError(.duplicateID, flow: id)), dismissing: false) }
            state = .running(announced: true)
            return .prepare
        case .preparing, .running, .ended:
            // Restoration handed over a flow the app had launched before: it is not attached.
            return .none
        }
    }

    /// A command of the flow put one of its screens on display.
    mutating func showedScreens() -> Action {
        switch state {
        case .preparing(_, let announced):
            state = .preparing(shown: true, announced: true)
            return announced ? .none : .publish(.started)
        case .running(let announced):
            state = .running(announced: true)
            return announced ? .none : .publish(.started)
        case .ended:
            // The change that showed the screen ended the flow while it was delivered.
            return .none
        case .idle:
            preconditionFailure("CoordinatorStateMachine: showedScreens in state idle: a flow's commands run only once it launched")
        }
    }

    /// `start()` returned (`failure` when it threw); `holds`: the flow owns a screen or has a
    /// live child now.
    /// `alreadyShown`: the flow opened a link that was already on screen and has a result for
    /// it (it finishes, ``Ending/finishedUnchanged``).
    mutating func startReturned(failure: (any Error)?, holds: Bool, alreadyShown: Bool = false) -> Action {
        switch state {
        case .preparing(let shown, let announced):
            if let failure { return end(.failed(FlowError.wrapping(failure, flow: id)), dismissing: true) }
            if holds {
                state = .running(announced: true)
                return announced ? .none : .publish(.started)
            }
            if shown { return end(.cancelled, dismissing: false) }
            if alreadyShown { return end(.finishedUnchanged, dismissing: false) }
            return end(.failed(FlowError(.showedNothing, flow: id)), dismissing: false)
        case .ended:
            // Cancelled (or failed) while `start()` ran: the first end wins.
            return .none
        case .idle, .running:
            preconditionFailure(
                "CoordinatorStateMachine: startReturned in state \(state): `start()` runs once, from launch, while preparing")
        }
    }

    /// Screens of the flow left the display or a child ended; `holds`: the flow still owns a
    /// screen or has a live child. A running flow that holds nothing ends as cancelled.
    mutating func holdingsChanged(holds: Bool) -> Action {
        switch state {
        case .running:
            return holds ? .none : end(.cancelled, dismissing: false)
        case .idle, .preparing, .ended:
            // Holdings keep only a running flow alive: before, `start()` decides; after, nothing does.
            return .none
        }
    }

    /// The flow produced a value (the owner's ``Publication/given`` event).
    mutating func produced() -> Action {
        switch state {
        case .idle, .preparing, .running: .publish(.given)
        case .ended: .none  // a value the flow produces after its end is not published
        }
    }

    /// Someone ends the flow with the owner's event (finish, fail, cancel, or its parent
    /// ending: ``Ending/given``); `dismissing` when its screens must go. The first terminal
    /// event wins.
    mutating func stop(dismissing: Bool) -> Action {
        switch state {
        case .idle, .preparing, .running: end(.given, dismissing: dismissing)
        case .ended: .none  // the first terminal event wins
        }
    }

    private mutating func end(_ ending: Ending, dismissing: Bool) -> Action {
        state = .ended
        return .end(ending, dismissing: dismissing)
    }
}
