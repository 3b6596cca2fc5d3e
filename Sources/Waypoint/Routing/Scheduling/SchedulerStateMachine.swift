import WaypointRoutes

/// The pure scheduling state of a ``RoutingHub``: where each request is — waiting for a window,
/// resolving, queued behind a preparing flow, parked under a condition, preparing its flow,
/// started — and what each window (scene) holds: its kind once open, its locks, the flow
/// running for each condition (the login flow), whether its queue is being drained.
///
/// The owner (the hub) resolves requests — routes, guards, policies — and feeds this machine
/// what happened; the machine decides where the request goes and returns what to do. Every
/// scheduling variable lives here and changes only here, with exhaustive switches and no side
/// effects. Queues and parking are per window: a request waits only behind flows of its own
/// window. Sessions are named by their ids; the hub maps them to ``RoutingSession``s.
///
/// A request is placed when it first arrives: in the window its ``RoutePolicy/ScenePlacement`` names among
/// the open ones, or it waits — for the first window (cold start) or for a window the hub asked
/// its opener for. An input the hub can never send in a request's state (a queued request
/// resolving, a flow starting that was never launched) stops the program with the machine,
/// the state and the input named.
struct SchedulerStateMachine {
    typealias ID = RoutingSession.ID

    /// What a parked request waits for; kept while it resolves again, as long as its expiry runs.
    private struct Wait {
        let condition: RoutingGuard.Condition
        /// What the request asks for: the same link parked twice collapses into the newest.
        let link: AnyHashable
    }

    /// Where one request is.
    private enum Request {
        /// No window takes it yet: it waits for the first window, or for one the opener was
        /// asked for (`opening`); `turn` orders the waiters.
        case waitingForWindow(RoutePolicy.ScenePlacement, opening: Bool, turn: Int)
        /// It belongs to an open (or just closed) window.
        case placed(SceneID, Phase)
    }

    /// What a placed request does in its window.
    private enum Phase {
        /// The hub resolves it; `expiry` is the wait whose expiry still runs (it parked before).
        case resolving(expiry: Wait?)
        /// It waits behind the flows that prepare; `turn` orders the queue.
        case queued(expiry: Wait?, turn: Int)
        /// It waits for a condition; `turn` orders the requests that resume.
        case parked(Wait, turn: Int)
        /// Its flow was launched and shows nothing yet.
        case preparing
        /// Its flow showed its first screen.
        case started
    }

    private struct Scene {
        /// `nil` until the window's navigator is registered (a lock may be taken before).
        var kind: SceneID.Kind?
        /// The presentation locks held, by token.
        var locks: [UInt64: String] = [:]
        /// The request running each condition's flow (the login flow for `authenticated`).
        var conditionRuns: [RoutingGuard.Condition: ID] = [:]
        /// Whether the queue behind preparing flows is being started (drains do not nest).
        var draining = false
    }

    private var requests: [ID: Request] = [:]
    /// The placements callers named, until their request ends.
    private var explicit: [ID: RoutePolicy.ScenePlacement] = [:]
    private var scenes = SceneMap<Scene>()
    /// Scenes in the order they were first known.
    private var order: [SceneID] = []
    /// The open scenes, most recently active first.
    private var recent: [SceneID] = []
    /// The next turn at the back of a queue; turns at the front count down from zero.
    private var nextTurn = 1
    private var nextFrontTurn = 0
    let queuesBeforeNavigator: Bool
    /// How many requests may wait for the first window at once (at least one).
    let maximumBeforeNavigator: Int

    /// - Parameters:
    ///   - queuesBeforeNavigator: whether requests wait for the first window, or fail.
    ///   - maximumBeforeNavigator: how many may wait at once; the hub passes its configuration's.
    init(queuesBeforeNavigator: Bool, maximumBeforeNavigator: Int = .max) {
        self.queuesBeforeNavigator = queuesBeforeNavigator
        self.maximumBeforeNavigator = max(1, maximumBeforeNavigator)
    }

    /// Stops the program: the hub fed an input that cannot happen in the request's state.
    private func impossible(_ input: String, _ id: ID, file: StaticString = #fileID, line: UInt = #line) -> Never {
        let state = requests[id].map { "\($0)" } ?? "unknown"
        preconditionFailure("SchedulerStateMachine: \(input) for request \(id) in state \(state)", file: file, line: line)
    }

    // MARK: - Reading

    /// The scene the user works in now.
    var activeScene: SceneID? { recent.first }

    /// The open scenes, in registration order.
    var openScenes: [SceneID] { order.filter { scenes[$0]?.kind != nil } }

    /// The kind of an open scene.
    func kind(of scene: SceneID) -> SceneID.Kind? { scenes[scene]?.kind }

    /// The scene a request was placed in.
    func scene(of id: ID) -> SceneID? {
        guard case .placed(let scene, _)? = requests[id] else { return nil }
        return scene
    }

    /// The placement a caller named for the request, if any.
    func explicitPlacement(of id: ID) -> RoutePolicy.ScenePlacement? { explicit[id] }

    /// Whether the request still has to be placed.
    func needsPlacement(_ id: ID) -> Bool { scene(of: id) == nil }

    /// Whether the request waits for the first window (cold start).
    func isWaitingForNavigator(_ id: ID) -> Bool {
        guard case .waitingForWindow(_, opening: false, _)? = requests[id] else { return false }
        return recent.isEmpty
    }

    /// The requests placed in a scene, oldest first.
    func requests(in scene: SceneID) -> [ID] {
        placed(in: scene) { _ in true }
    }

    /// Whether the request is parked now.
    func isParked(_ id: ID) -> Bool {
        guard case .placed(_, .parked)? = requests[id] else { return false }
        return true
    }

    /// The condition the request waits (or waited) for, while its expiry runs.
    func parkingCondition(of id: ID) -> RoutingGuard.Condition? {
        guard case .placed(_, let phase)? = requests[id] else { return nil }
        switch phase {
        case .parked(let wait, _), .resolving(let wait?), .queued(let wait?, _): return wait.condition
        case .resolving(nil), .queued(nil, _), .preparing, .started: return nil
        }
    }

    /// Whether requests wait for a condition in `scene`.
    func hasParked(in scene: SceneID) -> Bool { contains(in: scene, where: Self.isParked) }

    /// Whether requests wait behind preparing flows in `scene`.
    func hasQueued(_ scene: SceneID) -> Bool { contains(in: scene, where: Self.isQueued) }

    func isLocked(_ scene: SceneID) -> Bool { scenes[scene].map { !$0.locks.isEmpty } ?? false }

    /// The reasons of the locks held on `scene`, oldest first.
    func lockReasons(in scene: SceneID) -> [String] {
        (scenes[scene]?.locks ?? [:]).sortedByPosition { $0.key < $1.key }.map(\.value)
    }

    private static func isParked(_ phase: Phase) -> Bool {
        if case .parked = phase { return true }
        return false
    }

    private static func isQueued(_ phase: Phase) -> Bool {
        if case .queued = phase { return true }
        return false
    }

    private static func isPreparing(_ phase: Phase) -> Bool {
        if case .preparing = phase { return true }
        return false
    }

    private func contains(in scene: SceneID, where test: (Phase) -> Bool) -> Bool {
        requests.values.contains { request in
            guard case .placed(scene, let phase) = request else { return false }
            return test(phase)
        }
    }

    /// The requests of `scene` whose phase passes `test`, by id.
    private func placed(in scene: SceneID, where test: (Phase) -> Bool) -> [ID] {
        requests.compactMap { id, request in
            guard case .placed(scene, let phase) = request, test(phase) else { return nil }
            return id
        }.sortedByPosition(by: <)
    }

    // MARK: - Windows

    /// A caller named the placement of a request.
    mutating func place(_ id: ID, explicitly placement: RoutePolicy.ScenePlacement) {
        explicit[id] = placement
    }

    /// A scene's navigator was registered. It becomes the active scene. Returns the requests
    /// that waited for it, by id: those it takes, and — for the first window — every request
    /// that waited for a window, to be placed again.
    mutating func sceneRegistered(_ id: SceneID, kind: SceneID.Kind) -> [ID] {
        let first = recent.isEmpty
        let wasOpen = scenes[id]?.kind != nil
        if scenes[id] == nil { scenes[id] = Scene() }
        scenes[id]?.kind = kind
        if !order.contains(id) { order.append(id) }
        activate(id)
        guard !wasOpen else { return [] }
        var claimedNewWindow = false
        var delivered: [ID] = []
        for (waiter, placement, opening) in waitingForWindow() {
            let placedHere: Bool
            switch placement {
            case .newWindow(let asked):
                placedHere = asked == kind && opening && !claimedNewWindow
                if placedHere { claimedNewWindow = true }
            case .kind(let asked): placedHere = asked == kind
            case .scene(let asked): placedHere = asked == id
            case .active: placedHere = !opening
            }
            if placedHere {
                requests[waiter] = .placed(id, .resolving(expiry: nil))
                delivered.append(waiter)
            } else if first && !opening {
                requests[waiter] = nil  // placed again when it arrives again
                delivered.append(waiter)
            }
        }
        return delivered.sortedByPosition(by: <)
    }

    /// The requests waiting for a window, in the order they began to wait.
    private func waitingForWindow() -> [(id: ID, placement: RoutePolicy.ScenePlacement, opening: Bool)] {
        requests.compactMap { id, request -> (turn: Int, waiter: (ID, RoutePolicy.ScenePlacement, Bool))? in
            guard case .waitingForWindow(let placement, let opening, let turn) = request else { return nil }
            return (turn, (id, placement, opening))
        }.sortedByPosition { $0.turn < $1.turn }.map(\.waiter)
    }

    /// The host reports that the user works in `id` now; `false` when it is not open (nothing
    /// changes: a host may name a window the hub no longer knows).
    @discardableResult
    mutating func activate(_ id: SceneID) -> Bool {
        guard scenes[id]?.kind != nil else { return false }
        recent.removeAll { $0 == id }
        recent.insert(id, at: 0)
        return true
    }

    /// The scene was closed: it forgets the scene, its locks and condition runs, and returns
    /// the requests placed in it (oldest first), which the hub ends.
    mutating func sceneClosed(_ id: SceneID) -> [ID] {
        let ending = requests(in: id)
        scenes[id] = nil
        order.removeAll { $0 == id }
        recent.removeAll { $0 == id }
        return ending
    }

    /// The platform refused to open a window of `kind`: returns the requests that waited for
    /// one, which the hub fails.
    mutating func openingFailed(_ kind: SceneID.Kind) -> [ID] {
        let failing = waitingForWindow().filter { waiter in
            guard waiter.opening else { return false }
            switch waiter.placement {
            case .kind(let asked), .newWindow(let asked): return asked == kind
            case .active, .scene: return false
            }
        }.map(\.id)
        for id in failing { requests[id] = nil }
        return failing
    }

    // MARK: - Requests

    /// A request arrived, or resumes (it resolves again); `placement` is where it asks to go,
    /// `canOpen` whether the hub can ask for new windows.
    mutating func requested(_ id: ID, placement: RoutePolicy.ScenePlacement, canOpen: Bool) -> Arrival {
        switch requests[id] {
        case .placed(let scene, .resolving):
            guard scenes[scene]?.kind != nil else { return .failNoScene("its window \(scene) was closed") }
            return .resolve
        case .placed(_, .queued), .placed(_, .parked), .placed(_, .preparing), .placed(_, .started), .waitingForWindow:
            impossible("requested", id)
        case nil:
            break
        }
        guard let active = recent.first else {
            guard queuesBeforeNavigator else { return .failNoNavigator }
            wait(id, placement, opening: false)
            if let oldest = oldestOverMaximum() { return .queuedUntilNavigatorRefusingOldest(oldest) }
            return .queuedUntilNavigator
        }
        if let scene = openScene(for: placement) { return arrival(of: id, in: scene) }
        switch placement {
        case .active: return arrival(of: id, in: active)
        case .scene(let scene): return .failNoScene("window \(scene) is not open")
        case .kind(let kind), .newWindow(let kind):
            guard canOpen else {
                return .failNoScene("it needs \(placement.text) and the hub has no scene opener to open one")
            }
            wait(id, placement, opening: true)
            return .openScene(kind)
        }
    }

    /// The open scene a request asking for `placement` goes to now, without placing it; `nil`
    /// when it needs a window that is not open (or always a new one).
    func openScene(for placement: RoutePolicy.ScenePlacement) -> SceneID? {
        switch placement {
        case .active: recent.first
        case .scene(let scene): scenes[scene]?.kind != nil ? scene : nil
        case .kind(let kind): recent.first { scenes[$0]?.kind == kind }
        case .newWindow: nil
        }
    }

    private mutating func arrival(of id: ID, in scene: SceneID) -> Arrival {
        requests[id] = .placed(scene, .resolving(expiry: nil))
        return .resolve
    }

    private mutating func wait(_ id: ID, _ placement: RoutePolicy.ScenePlacement, opening: Bool) {
        requests[id] = .waitingForWindow(placement, opening: opening, turn: nextTurn)
        nextTurn += 1
    }

    /// When more requests wait for the first window than ``maximumBeforeNavigator``, takes the
    /// oldest of them out of the queue and returns it: links that arrive before the app can show
    /// anything stay bounded in number, and the newest (most likely the one the user just
    /// tapped) are kept.
    private mutating func oldestOverMaximum() -> ID? {
        let cold = waitingForWindow().filter { !$0.opening }
        guard cold.count > maximumBeforeNavigator, let oldest = cold.first?.id else { return nil }
        requests[oldest] = nil
        return oldest
    }

    /// The request `id` for `link` (what it asks for: duplicates collapse by it) must wait for
    /// `condition`; `startsRun` when a flow (the login) makes it hold; `afterRun` is the
    /// condition whose run just ended, if it resumes because of that; `busy` whether a modal or
    /// lock is on screen.
    mutating func parkRequested(
        _ id: ID, link: AnyHashable, until condition: RoutingGuard.Condition, startsRun: Bool, afterRun: RoutingGuard.Condition?,
        busy: Bool
    ) -> Parking {
        guard case .placed(let scene, .resolving(let expiry))? = requests[id] else { impossible("parkRequested", id) }
        if afterRun == condition, startsRun { return .fail }
        let superseding = placed(in: scene) { phase in
            guard case .parked(let wait, _) = phase else { return false }
            return wait.link == link && wait.condition == condition
        }
        requests[id] = .placed(scene, .parked(Wait(condition: condition, link: link), turn: nextTurn))
        nextTurn += 1
        let startRun = startsRun && scenes[scene]?.conditionRuns[condition] == nil
        return .park(
            superseding: superseding, startExpiry: expiry == nil, startRun: startRun,
            resumeUnlocked: condition == .unlocked && !busy)
    }

    /// The hub started `run` as the flow that makes `condition` hold, for the request `parked`:
    /// it shows in that request's scene. When `parked` ended meanwhile (an observer cancelled
    /// it), the run is placed like any request when it arrives, and runs for no one.
    mutating func conditionRunStarted(_ condition: RoutingGuard.Condition, run: ID, for parked: ID) {
        guard case .placed(let scene, _)? = requests[parked] else { return }
        requests[run] = .placed(scene, .resolving(expiry: nil))
        scenes[scene]?.conditionRuns[condition] = run
    }

    /// The request passed every check; `overlap` is its route's policy towards preparing flows;
    /// `dequeued` when it comes from the front of the queue.
    mutating func proceeding(_ id: ID, overlap: RoutePolicy.PreparingOverlapPolicy, dequeued: Bool) -> Launch {
        guard case .placed(let scene, .resolving(let expiry))? = requests[id] else { impossible("proceeding", id) }
        let preparing = placed(in: scene, where: Self.isPreparing)
        let queuedAhead = dequeued ? [] : placed(in: scene, where: Self.isQueued)
        if !preparing.isEmpty || !queuedAhead.isEmpty {
            switch overlap {
            case .cancelOlder:
                requests[id] = .placed(scene, .resolving(expiry: nil))
                return .launch(superseding: (preparing + queuedAhead).sortedByPosition(by: <), cancelExpiry: expiry != nil)
            case .queue:
                // A request taken from the front that must wait again keeps its place there.
                let turn: Int
                if dequeued {
                    turn = nextFrontTurn
                    nextFrontTurn -= 1
                } else {
                    turn = nextTurn
                    nextTurn += 1
                }
                requests[id] = .placed(scene, .queued(expiry: expiry, turn: turn))
                return .queue
            }
        }
        requests[id] = .placed(scene, .resolving(expiry: nil))
        return .launch(superseding: [], cancelExpiry: expiry != nil)
    }

    /// The request's flow is being launched.
    mutating func flowLaunched(_ id: ID) {
        guard case .placed(let scene, .resolving)? = requests[id] else { impossible("flowLaunched", id) }
        requests[id] = .placed(scene, .preparing)
    }

    /// The request's flow showed its first screen. Returns its scene when requests wait behind
    /// preparing flows there (draining has something to look at), `nil` otherwise.
    mutating func flowStarted(_ id: ID) -> SceneID? {
        guard case .placed(let scene, .preparing)? = requests[id] else { impossible("flowStarted", id) }
        requests[id] = .placed(scene, .started)
        return hasQueued(scene) ? scene : nil
    }

    /// The request ended (completed or failed): it leaves every queue. Returns its scene and
    /// the condition whose run it was, whose parked requests resume now. A request the machine
    /// does not keep (it failed before it waited anywhere, or was refused) changes nothing.
    mutating func sessionEnded(_ id: ID) -> (scene: SceneID?, condition: RoutingGuard.Condition?) {
        explicit[id] = nil
        guard let request = requests.removeValue(forKey: id) else { return (nil, nil) }
        guard case .placed(let scene, _) = request else { return (nil, nil) }
        guard let index = scenes.index(of: scene),
            let condition = scenes[at: index].conditionRuns.first(where: { $0.value == id })?.key
        else { return (scene, nil) }
        scenes[at: index].conditionRuns[condition] = nil
        return (scene, condition)
    }

    /// `condition` holds in `scene` (every scene when `nil`): the requests parked under it, per
    /// scene in registration order, each in the order they parked; they resolve again (their
    /// expiry keeps running meanwhile).
    mutating func conditionHolds(_ condition: RoutingGuard.Condition, in scene: SceneID?) -> [ID] {
        var resuming: [(rank: Int, turn: Int, id: ID, wait: Wait, scene: SceneID)] = []
        for (id, request) in requests {
            guard case .placed(let placed, .parked(let wait, let turn)) = request, wait.condition == condition,
                scene == nil || placed == scene, let rank = order.firstIndex(of: placed)
            else { continue }
            resuming.append((rank, turn, id, wait, placed))
        }
        resuming = resuming.sortedByPosition { ($0.rank, $0.turn) < ($1.rank, $1.turn) }
        for entry in resuming { requests[entry.id] = .placed(entry.scene, .resolving(expiry: entry.wait)) }
        return resuming.map(\.id)
    }

    // MARK: - Draining, per scene

    /// Starts draining `scene`'s queue; `false` when a drain is already under way there (a
    /// request started by the drain ended at once) or the scene is not open.
    mutating func beginDraining(_ scene: SceneID) -> Bool {
        guard let index = scenes.index(of: scene), scenes[at: index].kind != nil, !scenes[at: index].draining else {
            return false
        }
        scenes[at: index].draining = true
        return true
    }

    /// The next request to start while draining: the first queued one, once no flow prepares.
    mutating func nextQueued(_ scene: SceneID) -> ID? {
        guard !contains(in: scene, where: Self.isPreparing) else { return nil }
        var next: (id: ID, turn: Int, expiry: Wait?)?
        for (id, request) in requests {
            guard case .placed(scene, .queued(let expiry, let turn)) = request else { continue }
            if next.map({ turn < $0.turn }) ?? true { next = (id, turn, expiry) }
        }
        guard let next else { return nil }
        requests[next.id] = .placed(scene, .resolving(expiry: next.expiry))
        return next.id
    }

    /// The drain is over.
    mutating func endDraining(_ scene: SceneID) {
        guard let index = scenes.index(of: scene) else { return }
        scenes[at: index].draining = false
    }

    // MARK: - Locks, per scene

    /// A lock was taken on `scene` (known or not yet registered).
    mutating func locked(_ token: UInt64, reason: String, in scene: SceneID) {
        if scenes[scene] == nil {
            scenes[scene] = Scene()
            order.append(scene)
        }
        scenes[scene]?.locks[token] = reason
    }

    /// A lock was released: the scene it held, or `nil` when it was released before (cancelled,
    /// then dropped) or its scene closed.
    mutating func unlocked(_ token: UInt64) -> SceneID? {
        guard let id = order.first(where: { scenes[$0]?.locks[token] != nil }), let index = scenes.index(of: id) else {
            return nil
        }
        scenes[at: index].locks[token] = nil
        if scenes[at: index].kind == nil, scenes[at: index].locks.isEmpty {
            // A window that never opened keeps nothing once its last lock goes.
            scenes[id] = nil
            order.removeAll { $0 == id }
        }
        return id
    }
}
