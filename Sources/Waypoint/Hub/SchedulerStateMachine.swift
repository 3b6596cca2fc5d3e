/// The pure scheduling state of a ``RoutingHub``: which requests wait for a navigator, which
/// wait behind a preparing flow, which are parked under a condition, which condition runs
/// (a login flow) are under way, which flows still prepare, and which locks are held.
///
/// The owner (the hub) resolves requests — routes, guards, policies — and feeds this machine
/// the outcome; the machine decides where the request goes and returns what to do. Every
/// scheduling variable lives here and changes only here, with exhaustive switches and no side
/// effects. Sessions are named by their ids; the hub maps them to ``RoutingSession``s.
struct SchedulerStateMachine {
    typealias ID = RoutingSessionID

    /// What to do with a request that arrives (or resumes).
    enum Arrival: Equatable {
        /// Resolve it now.
        case resolve
        /// It waits for a navigator: report it queued.
        case queuedUntilNavigator
        /// No navigator, and the hub does not queue: fail it.
        case failNoNavigator
    }

    /// What to do with a request whose resolution says "wait for a condition".
    enum Parking: Equatable {
        /// The condition's own run ended and it still does not hold: fail it.
        case fail
        /// It is parked: stop `superseding` (the same link — route and values — parked under the
    /// same condition),
        /// start its expiry when `startExpiry`, start the condition's run when `startRun`, and
        /// resume the requests parked until unlocked when `resumeUnlocked`.
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

    private enum State {
        /// No navigator yet; `cold` waits for one, in arrival order.
        case awaitingNavigator(cold: [ID])
        /// A navigator is registered; `draining` while the queue behind preparing flows is
        /// being started (re-entrant drains are refused).
        case ready(draining: Bool)
    }


    private var state = State.awaitingNavigator(cold: [])
    /// Requests waiting for the flows that prepare, oldest first.
    private var queue: [ID] = []
    /// Requests waiting for a condition, in the order they parked.
    private var parked: [ID] = []
    /// The condition and link of every request with a running expiry; kept while it resolves
    /// again.
    private var parking: [ID: (condition: RoutingCondition, link: AnyHashable)] = [:]
    /// The session running each condition's flow (the login flow for `authenticated`).
    private var conditionRuns: [RoutingCondition: ID] = [:]
    /// Launched flows: `false` while they prepare, `true` once started.
    private var flows: [ID: Bool] = [:]
    /// The presentation locks held, by token.
    private var locks: [UInt64: String] = [:]
    /// Whether requests that arrive before a navigator wait for one.
    let queuesBeforeNavigator: Bool

    init(queuesBeforeNavigator: Bool) {
        self.queuesBeforeNavigator = queuesBeforeNavigator
    }

    /// Whether a navigator is registered: a request that arrives resolves at once
    /// (``requested(_:)`` returns ``Arrival/resolve`` and changes nothing).
    var isReady: Bool {
        switch state {
        case .ready: true
        case .awaitingNavigator: false
        }
    }

    /// Whether a presentation lock is held.
    var isLocked: Bool { !locks.isEmpty }

    /// The reasons of the locks held, oldest first.
    var lockReasons: [String] { locks.sorted { $0.key < $1.key }.map(\.value) }

    /// The condition the request waits (or waited) for, while its expiry runs.
    func parkingCondition(of id: ID) -> RoutingCondition? { parking[id]?.condition }

    /// Whether the request is parked now.
    func isParked(_ id: ID) -> Bool { parked.contains(id) }

    // MARK: - Inputs

    /// A request arrived, or resumed.
    mutating func requested(_ id: ID) -> Arrival {
        switch state {
        case .awaitingNavigator(let cold):
            guard queuesBeforeNavigator else { return .failNoNavigator }
            state = .awaitingNavigator(cold: cold + [id])
            return .queuedUntilNavigator
        case .ready:
            return .resolve
        }
    }

    /// A navigator was registered: returns the requests that waited for it, in arrival order.
    mutating func navigatorRegistered() -> [ID] {
        switch state {
        case .awaitingNavigator(let cold):
            state = .ready(draining: false)
            return cold
        case .ready:
            return []
        }
    }

    /// The request `id` for `link` (what it asks for: duplicates collapse by it) must wait for
    /// `condition`; `startsRun` when a flow (the
    /// login) makes it hold; `afterRun` is the condition whose run just ended, if it resumes
    /// because of that; `busy` whether a modal or lock is on screen.
    mutating func parkRequested(
        _ id: ID, link: AnyHashable, until condition: RoutingCondition, startsRun: Bool, afterRun: RoutingCondition?,
        busy: Bool
    ) -> Parking {
        if afterRun == condition, startsRun { return .fail }
        let superseding = parked.filter { $0 != id && parking[$0]?.link == link && parking[$0]?.condition == condition }
        let startExpiry = parking[id] == nil
        parking[id] = (condition, link)
        if !isParked(id) { parked.append(id) }
        let startRun = startsRun && conditionRuns[condition] == nil
        return .park(
            superseding: superseding, startExpiry: startExpiry, startRun: startRun,
            resumeUnlocked: condition == .unlocked && !busy)
    }

    /// The hub started `run` as the flow that makes `condition` hold.
    mutating func conditionRunStarted(_ condition: RoutingCondition, run: ID) {
        conditionRuns[condition] = run
    }

    /// The request passed every check; `overlap` is its route's policy towards preparing flows;
    /// `dequeued` when it comes from the front of the queue.
    mutating func proceeding(_ id: ID, overlap: PreparingOverlapPolicy, dequeued: Bool) -> Launch {
        // Nothing prepares and nothing waits (the common case): launch without filtering.
        if queue.isEmpty, !flows.values.contains(false) { return launch(id, superseding: []) }
        let preparing = flows.filter { !$0.value && $0.key != id }.map(\.key)
        let queuedAhead = dequeued ? [] : queue.filter { $0 != id }
        if !preparing.isEmpty || !queuedAhead.isEmpty {
            switch overlap {
            case .cancelOlder:
                return launch(id, superseding: (preparing + queuedAhead).sorted())
            case .queue:
                queue.removeAll { $0 == id }
                if dequeued { queue.insert(id, at: 0) } else { queue.append(id) }
                return .queue
            }
        }
        return launch(id, superseding: [])
    }

    private mutating func launch(_ id: ID, superseding: [ID]) -> Launch {
        let expiring = parking.removeValue(forKey: id) != nil
        return .launch(superseding: superseding, cancelExpiry: expiring)
    }

    /// The request's flow was launched.
    mutating func flowLaunched(_ id: ID) {
        flows[id] = false
    }

    /// The request's flow showed its first screen.
    mutating func flowStarted(_ id: ID) {
        if flows[id] != nil { flows[id] = true }
    }

    /// The request ended (completed or failed): it leaves every queue. Returns the condition
    /// whose run it was, whose parked requests resume now.
    mutating func sessionEnded(_ id: ID) -> RoutingCondition? {
        switch state {
        case .awaitingNavigator(let cold):
            state = .awaitingNavigator(cold: cold.filter { $0 != id })
        case .ready:
            break
        }
        queue.removeAll { $0 == id }
        parked.removeAll { $0 == id }
        parking[id] = nil
        flows[id] = nil
        guard let condition = conditionRuns.first(where: { $0.value == id })?.key else { return nil }
        conditionRuns[condition] = nil
        return condition
    }

    /// `condition` holds: returns the requests parked under it, in the order they parked; they
    /// leave the parked list (their expiry keeps running while they resolve again).
    mutating func conditionHolds(_ condition: RoutingCondition) -> [ID] {
        guard !parked.isEmpty else { return [] }
        let resuming = parked.filter { parking[$0]?.condition == condition }
        parked.removeAll { parking[$0]?.condition == condition }
        return resuming
    }

    /// Whether requests wait for a condition.
    var hasParked: Bool { !parked.isEmpty }

    /// Whether requests wait behind preparing flows (draining has something to look at).
    var hasQueued: Bool { !queue.isEmpty }

    /// Starts draining the queue; `false` when a drain is already under way (or no navigator).
    mutating func beginDraining() -> Bool {
        switch state {
        case .ready(draining: false):
            state = .ready(draining: true)
            return true
        case .ready(draining: true), .awaitingNavigator:
            return false
        }
    }

    /// The next request to start while draining: the oldest queued one, once no flow prepares.
    mutating func nextQueued() -> ID? {
        guard !queue.isEmpty, !flows.values.contains(false) else { return nil }
        return queue.removeFirst()
    }

    /// The drain is over.
    mutating func endDraining() {
        switch state {
        case .ready:
            state = .ready(draining: false)
        case .awaitingNavigator:
            break
        }
    }

    /// A lock was taken.
    mutating func locked(_ token: UInt64, reason: String) {
        locks[token] = reason
    }

    /// A lock was released; `false` when it was released before.
    mutating func unlocked(_ token: UInt64) -> Bool {
        locks.removeValue(forKey: token) != nil
    }
}
