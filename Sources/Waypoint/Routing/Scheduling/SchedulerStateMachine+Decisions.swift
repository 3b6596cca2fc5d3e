/// What the scheduler tells the hub to do with a request: the answers to its inputs.
extension SchedulerStateMachine {
    /// What to do with a request that arrives (or resumes).
    enum Arrival: Equatable {
        /// Resolve it now, in its window.
        case resolve
        /// No window is open yet: it waits for the first one.
        case queuedUntilNavigator
        /// No window is open yet: it waits for the first one, and the oldest request that waited
        /// leaves the queue (refuse it), because more than ``maximumBeforeNavigator`` would wait.
        case queuedUntilNavigatorRefusingOldest(ID)
        /// No window is open and the hub does not queue: fail it.
        case failNoNavigator
        /// It waits for a new window of the kind: ask the opener for one.
        case openScene(SceneID.Kind)
        /// The window it asks for is not open and cannot be opened: fail it, with the reason.
        case failNoScene(String)
    }

    /// What to do with a request whose resolution says "wait for a condition".
    enum Parking: Equatable {
        /// The condition's own run ended and it still does not hold: fail it.
        case fail
        /// It is parked: stop `superseding` (the same link — route and values — parked under the
        /// same condition in the same window), start its expiry when `startExpiry`, start the
        /// condition's run when `startRun`, and resume the requests parked until unlocked when
        /// `resumeUnlocked`.
        case park(superseding: [ID], startExpiry: Bool, startRun: Bool, resumeUnlocked: Bool)
    }

    /// What to do with a request that may launch its flow.
    enum Launch: Equatable {
        /// Launch it now, after stopping `superseding` (older preparing or queued requests), and
        /// stop its expiry when `cancelExpiry`.
        case launch(superseding: [ID], cancelExpiry: Bool)
        /// It waits behind the flows that prepare: report it queued.
        case queue
    }
}
