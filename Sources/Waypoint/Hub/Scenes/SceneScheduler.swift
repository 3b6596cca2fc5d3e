/// The pure scheduling state of a ``RoutingHub`` with several windows: which window (scene) each
/// request belongs to, the requests waiting for a window, and one ``SchedulerStateMachine`` per
/// scene — so that queues, parking, preparing flows and locks are per window.
///
/// Requests are placed when they first arrive: in the scene their ``ScenePlacement`` names
/// among the open ones, or they wait — for the first window (cold start) or for a window the
/// hub asked its opener for. Every other input is forwarded to the machine of the request's
/// scene. No side effects; the hub performs what the returned values say.
struct SceneScheduler {
    typealias ID = RoutingSessionID

    /// What to do with a request that arrives (or resumes).
    enum Arrival: Equatable {
        /// Resolve it now, in its scene.
        case resolve
        /// No window is open yet: it waits for the first one.
        case queuedUntilNavigator
        /// No window is open yet: it waits for the first one, and the oldest request that waited
        /// leaves the queue (refuse it), because more than ``maximumBeforeNavigator`` would wait.
        case queuedUntilNavigatorRefusingOldest(ID)
        /// No window is open and the hub does not queue: fail it.
        case failNoNavigator
        /// It waits for a new window of the kind: ask the opener for one.
        case openScene(SceneKind)
        /// The window it asks for is not open and cannot be opened: fail it, with the reason.
        case failNoScene(String)
    }

    private struct Scene {
        /// `nil` until the scene's navigator is registered (a lock may be taken before).
        var kind: SceneKind?
        var machine: SchedulerStateMachine
    }

    private struct Waiter {
        let id: ID
        let placement: ScenePlacement
        /// Waits for a window the opener was asked for, rather than for the first window.
        let opening: Bool
    }

    private var scenes = SceneMap<Scene>()
    /// Scenes in the order they were first known.
    private var order: [SceneID] = []
    /// The open scenes, most recently active first.
    private var recent: [SceneID] = []
    private var placed: [ID: SceneID] = [:]
    private var explicit: [ID: ScenePlacement] = [:]
    private var waiting: [Waiter] = []
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

    // MARK: - Reading

    /// The scene the user works in now.
    var activeScene: SceneID? { recent.first }

    /// The open scenes, in registration order.
    var openScenes: [SceneID] { order.filter { scenes[$0]?.kind != nil } }

    /// The kind of an open scene.
    func kind(of scene: SceneID) -> SceneKind? { scenes[scene]?.kind }

    /// The scene a request was placed in.
    func scene(of id: ID) -> SceneID? { placed[id] }

    /// The placement a caller named for the request, if any.
    func explicitPlacement(of id: ID) -> ScenePlacement? { explicit[id] }

    /// Whether the request still has to be placed.
    func needsPlacement(_ id: ID) -> Bool { placed[id] == nil }

    /// Whether the request waits for the first window (cold start).
    func isWaitingForNavigator(_ id: ID) -> Bool {
        recent.isEmpty && waiting.contains { $0.id == id && !$0.opening }
    }

    /// The requests placed in a scene, oldest first.
    func requests(in scene: SceneID) -> [ID] {
        placed.filter { $0.value == scene }.map(\.key).sorted()
    }

    // MARK: - Scenes

    /// A caller named the placement of a request.
    mutating func place(_ id: ID, explicitly placement: ScenePlacement) {
        explicit[id] = placement
    }

    /// A scene's navigator was registered. It becomes the active scene. Returns the requests
    /// that waited for it, in arrival order: those already placed in it, and — for the first
    /// window — every request that waited for a window, to be placed again.
    mutating func sceneRegistered(_ id: SceneID, kind: SceneKind) -> [ID] {
        let first = recent.isEmpty
        var scene = scenes[id] ?? Scene(kind: nil, machine: SchedulerStateMachine(queuesBeforeNavigator: false))
        let wasOpen = scene.kind != nil
        if !wasOpen { _ = scene.machine.navigatorRegistered() }
        scene.kind = kind
        scenes[id] = scene
        if !order.contains(id) { order.append(id) }
        activate(id)
        guard !wasOpen else { return [] }
        var claimedNewWindow = false
        var delivered: [ID] = []
        var remaining: [Waiter] = []
        for waiter in waiting {
            let placedHere: Bool
            switch waiter.placement {
            case .newWindow(let asked):
                placedHere = asked == kind && waiter.opening && !claimedNewWindow
                if placedHere { claimedNewWindow = true }
            case .kind(let asked): placedHere = asked == kind
            case .scene(let asked): placedHere = asked == id
            case .active: placedHere = !waiter.opening
            }
            if placedHere { placed[waiter.id] = id }
            if placedHere || (first && !waiter.opening) { delivered.append(waiter.id) } else { remaining.append(waiter) }
        }
        waiting = remaining
        return delivered.sorted()
    }

    /// The host reports that the user works in `id` now; `false` when it is not open.
    @discardableResult
    mutating func activate(_ id: SceneID) -> Bool {
        guard scenes[id]?.kind != nil else { return false }
        recent.removeAll { $0 == id }
        recent.insert(id, at: 0)
        return true
    }

    /// The scene was closed: it forgets the scene, its queues and locks, and returns the
    /// requests placed in it (oldest first), which the hub ends.
    mutating func sceneClosed(_ id: SceneID) -> [ID] {
        let ending = requests(in: id)
        scenes[id] = nil
        order.removeAll { $0 == id }
        recent.removeAll { $0 == id }
        return ending
    }

    /// The platform refused to open a window of `kind`: returns the requests that waited for
    /// one, which the hub fails.
    mutating func openingFailed(_ kind: SceneKind) -> [ID] {
        var failing: [ID] = []
        waiting.removeAll { waiter in
            guard waiter.opening else { return false }
            switch waiter.placement {
            case .kind(let asked), .newWindow(let asked):
                guard asked == kind else { return false }
                failing.append(waiter.id)
                return true
            case .active, .scene:
                return false
            }
        }
        return failing
    }

    // MARK: - Requests

    /// A request arrived, or resumes; `placement` is where it asks to go, `canOpen` whether the
    /// hub can ask for new windows.
    mutating func requested(_ id: ID, placement: ScenePlacement, canOpen: Bool) -> Arrival {
        if let scene = placed[id] {
            guard scenes[scene]?.kind != nil else { return .failNoScene("its window \(scene) was closed") }
            return arrival(of: id, in: scene)
        }
        guard let active = recent.first else {
            guard queuesBeforeNavigator else { return .failNoNavigator }
            wait(Waiter(id: id, placement: placement, opening: false))
            if let oldest = oldestOverMaximum() { return .queuedUntilNavigatorRefusingOldest(oldest) }
            return .queuedUntilNavigator
        }
        if let scene = openScene(for: placement) { return arrival(of: id, in: scene) }
        switch placement {
        case .active: return arrival(of: id, in: active)
        case .scene(let scene): return .failNoScene("window \(scene) is not open")
        case .kind(let kind), .newWindow(let kind): return open(id, placement, kind, canOpen: canOpen)
        }
    }

    /// The open scene a request asking for `placement` goes to now, without placing it; `nil`
    /// when it needs a window that is not open (or always a new one).
    func openScene(for placement: ScenePlacement) -> SceneID? {
        switch placement {
        case .active: recent.first
        case .scene(let scene): scenes[scene]?.kind != nil ? scene : nil
        case .kind(let kind): recent.first { scenes[$0]?.kind == kind }
        case .newWindow: nil
        }
    }

    private mutating func arrival(of id: ID, in scene: SceneID) -> Arrival {
        placed[id] = scene
        guard let index = scenes.index(of: scene) else { return .failNoScene("window \(scene) is not open") }
        // Read first: an open scene resolves at once, and its machine is not written.
        if scenes[at: index].machine.isReady { return .resolve }
        switch scenes[at: index].machine.requested(id) {
        case .resolve: return .resolve
        case .queuedUntilNavigator, .failNoNavigator: return .failNoScene("window \(scene) is not open")
        }
    }

    private mutating func open(_ id: ID, _ placement: ScenePlacement, _ kind: SceneKind, canOpen: Bool) -> Arrival {
        guard canOpen else {
            return .failNoScene("it needs \(placement) and the hub has no scene opener to open one")
        }
        wait(Waiter(id: id, placement: placement, opening: true))
        return .openScene(kind)
    }

    /// When more requests wait for the first window than ``maximumBeforeNavigator``, takes the
    /// oldest of them out of the queue and returns it: links that arrive before the app can show
    /// anything stay bounded in number, and the newest (most likely the one the user just
    /// tapped) are kept.
    private mutating func oldestOverMaximum() -> ID? {
        var cold = 0
        var oldest: Int?
        for index in waiting.indices where !waiting[index].opening {
            cold += 1
            if oldest == nil { oldest = index }
        }
        guard cold > maximumBeforeNavigator, let oldest else { return nil }
        return waiting.remove(at: oldest).id
    }

    private mutating func wait(_ waiter: Waiter) {
        waiting.removeAll { $0.id == waiter.id }
        waiting.append(waiter)
    }

    // MARK: - Forwarded to the request's scene

    private mutating func withMachine<Result>(
        of id: ID, otherwise: Result, _ body: (inout SchedulerStateMachine) -> Result
    ) -> Result {
        // One search for the scene: found by index, changed in place.
        guard let scene = placed[id], let index = scenes.index(of: scene) else { return otherwise }
        return body(&scenes[at: index].machine)
    }

    /// See ``SchedulerStateMachine/parkRequested(_:link:until:startsRun:afterRun:busy:)``.
    mutating func parkRequested(
        _ id: ID, link: AnyHashable, until condition: RoutingCondition, startsRun: Bool, afterRun: RoutingCondition?,
        busy: Bool
    ) -> SchedulerStateMachine.Parking {
        withMachine(of: id, otherwise: .fail) {
            $0.parkRequested(id, link: link, until: condition, startsRun: startsRun, afterRun: afterRun, busy: busy)
        }
    }

    /// The hub started `run`, placed in the scene of the request that parked, for `condition`.
    mutating func conditionRunStarted(_ condition: RoutingCondition, run: ID, for parked: ID) {
        if let scene = placed[parked] { placed[run] = scene }
        withMachine(of: run, otherwise: ()) { $0.conditionRunStarted(condition, run: run) }
    }

    /// See ``SchedulerStateMachine/proceeding(_:overlap:dequeued:)``.
    mutating func proceeding(_ id: ID, overlap: PreparingOverlapPolicy, dequeued: Bool) -> SchedulerStateMachine.Launch {
        withMachine(of: id, otherwise: .launch(superseding: [], cancelExpiry: false)) {
            $0.proceeding(id, overlap: overlap, dequeued: dequeued)
        }
    }

    mutating func flowLaunched(_ id: ID) { withMachine(of: id, otherwise: ()) { $0.flowLaunched(id) } }

    /// The request's flow showed its first screen. Returns its scene when requests wait behind
    /// preparing flows there (draining has something to look at), `nil` otherwise.
    mutating func flowStarted(_ id: ID) -> SceneID? {
        guard let scene = placed[id], let index = scenes.index(of: scene) else { return nil }
        scenes[at: index].machine.flowStarted(id)
        return scenes[at: index].machine.hasQueued ? scene : nil
    }

    /// The request ended: it leaves its scene and every waiting list. Returns its scene and the
    /// condition whose run it was.
    mutating func sessionEnded(_ id: ID) -> (scene: SceneID?, condition: RoutingCondition?) {
        let condition = withMachine(of: id, otherwise: nil) { $0.sessionEnded(id) }
        let scene = placed.removeValue(forKey: id)
        explicit[id] = nil
        waiting.removeAll { $0.id == id }
        return (scene, condition)
    }

    func isParked(_ id: ID) -> Bool { placed[id].flatMap { scenes[$0]?.machine.isParked(id) } ?? false }

    func parkingCondition(of id: ID) -> RoutingCondition? { placed[id].flatMap { scenes[$0]?.machine.parkingCondition(of: id) } }

    /// `condition` holds in `scene` (every scene when `nil`): the requests parked under it, per
    /// scene in registration order, each in the order they parked.
    mutating func conditionHolds(_ condition: RoutingCondition, in scene: SceneID?) -> [ID] {
        var resuming: [ID] = []
        // Checked without writing first: every screen change asks, and mostly nothing waits.
        for id in order where (scene == nil || id == scene) && scenes[id]?.machine.hasParked == true {
            resuming += scenes[id]?.machine.conditionHolds(condition) ?? []
        }
        return resuming
    }

    /// Whether requests wait for a condition in `scene`.
    func hasParked(in scene: SceneID) -> Bool { scenes[scene]?.machine.hasParked ?? false }

    // MARK: - Draining, per scene

    /// Whether requests wait behind preparing flows in `scene`.
    func hasQueued(_ scene: SceneID) -> Bool { scenes[scene]?.machine.hasQueued ?? false }

    mutating func beginDraining(_ scene: SceneID) -> Bool { scenes[scene]?.machine.beginDraining() ?? false }

    mutating func nextQueued(_ scene: SceneID) -> ID? { scenes[scene]?.machine.nextQueued() }

    mutating func endDraining(_ scene: SceneID) { scenes[scene]?.machine.endDraining() }

    // MARK: - Locks, per scene

    /// A lock was taken on `scene` (known or not yet registered).
    mutating func locked(_ token: UInt64, reason: String, in scene: SceneID) {
        if scenes[scene] == nil {
            scenes[scene] = Scene(kind: nil, machine: SchedulerStateMachine(queuesBeforeNavigator: false))
            order.append(scene)
        }
        scenes[scene]?.machine.locked(token, reason: reason)
    }

    /// A lock was released: the scene it held, or `nil` when it was released before.
    mutating func unlocked(_ token: UInt64) -> SceneID? {
        guard let id = order.first(where: { scenes[$0]?.machine.unlocked(token) == true }) else { return nil }
        if let scene = scenes[id], scene.kind == nil, !scene.machine.isLocked {
            // A window that never opened keeps nothing once its last lock goes.
            scenes[id] = nil
            order.removeAll { $0 == id }
        }
        return id
    }

    func isLocked(_ scene: SceneID) -> Bool { scenes[scene]?.machine.isLocked ?? false }

    func lockReasons(in scene: SceneID) -> [String] { scenes[scene]?.machine.lockReasons ?? [] }
}
