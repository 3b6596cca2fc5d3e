import Testing
import WaypointTestSupport

@testable import Waypoint

/// Random runs of window and request events against the scheduler's laws: a request is
/// placed in an open window or ends with its closed one, the active window is open, each
/// new-window request gets a window of its own, nothing waits for a window that exists, and no
/// more than the maximum wait for the first window.
@Suite struct SchedulerStateMachinePropertyTests {
    private static let kinds: [SceneID.Kind] = ["main", "support", "document"]

    @Test(arguments: [1, 7, 42, 1_234, 99_999] as [UInt64])
    func randomWindowAndRequestEventsKeepTheLaws(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var scheduler = SchedulerStateMachine(queuesBeforeNavigator: true, maximumBeforeNavigator: 4)
        var open: [SceneID: SceneID.Kind] = [:]
        var live: [RoutingSession.ID: RoutePolicy.ScenePlacement] = [:]
        var waiting: Set<RoutingSession.ID> = []
        var newWindowScenes: [SceneID: RoutingSession.ID] = [:]
        var nextScene = 0
        var nextID: UInt64 = 0

        func deliver(_ ids: [RoutingSession.ID], into scheduler: inout SchedulerStateMachine) {
            for id in ids {
                waiting.remove(id)
                guard let placement = live[id] else { continue }
                if let scene = scheduler.scene(of: id), case .newWindow = placement {
                    #expect(newWindowScenes[scene] == nil, "window \(scene) taken by two new-window requests")
                    newWindowScenes[scene] = id
                }
                arrive(id, placement, into: &scheduler)
            }
        }
        func arrive(_ id: RoutingSession.ID, _ placement: RoutePolicy.ScenePlacement, into scheduler: inout SchedulerStateMachine) {
            switch scheduler.requested(id, placement: placement, canOpen: true) {
            case .resolve:
                #expect(scheduler.scene(of: id).map { open[$0] != nil } == true)
            case .queuedUntilNavigator:
                #expect(open.isEmpty)
                waiting.insert(id)
            case .queuedUntilNavigatorRefusingOldest(let oldest):
                #expect(open.isEmpty)
                #expect(oldest < id)
                waiting.insert(id)
                waiting.remove(oldest)
                live[oldest] = nil
                _ = scheduler.sessionEnded(oldest)
            case .openScene(let kind):
                if case .kind = placement { #expect(!open.values.contains(kind), "a \(kind) window is open") }
                waiting.insert(id)
            case .failNoScene, .failNoNavigator:
                live[id] = nil
                _ = scheduler.sessionEnded(id)
            }
        }

        for _ in 0..<400 {
            switch Int.random(in: 0..<10, using: &random) {
            case 0, 1:
                nextScene += 1
                let id = SceneID("w\(nextScene)")
                let kind = Self.kinds.randomElement(using: &random)!
                open[id] = kind
                deliver(scheduler.sceneRegistered(id, kind: kind), into: &scheduler)
            case 2:
                guard let id = open.keys.sorted().randomElement(using: &random) else { continue }
                open[id] = nil
                for ended in scheduler.sceneClosed(id) {
                    #expect(scheduler.scene(of: ended) == id)
                    live[ended] = nil
                    let scene = scheduler.sessionEnded(ended).scene
                    #expect(scene == id)
                }
            case 3:
                if let id = open.keys.sorted().randomElement(using: &random) {
                    let activated = scheduler.activate(id)
                    #expect(activated && scheduler.activeScene == id)
                }
            case 4:
                let kind = Self.kinds.randomElement(using: &random)!
                for failed in scheduler.openingFailed(kind) {
                    waiting.remove(failed)
                    live[failed] = nil
                    _ = scheduler.sessionEnded(failed)
                }
            case 5:
                guard let id = live.keys.sorted(by: <).randomElement(using: &random) else { continue }
                live[id] = nil
                waiting.remove(id)
                _ = scheduler.sessionEnded(id)
            default:
                nextID += 1
                let id = RoutingSession.ID(nextID)
                let kind = Self.kinds.randomElement(using: &random)!
                let placements: [RoutePolicy.ScenePlacement] = [.active, .kind(kind), .newWindow(kind), .scene(SceneID("w\(nextScene)"))]
                let placement = placements.randomElement(using: &random)!
                live[id] = placement
                arrive(id, placement, into: &scheduler)
            }
            #expect((scheduler.activeScene == nil) == open.isEmpty)
            #expect(scheduler.activeScene.map { open[$0] != nil } ?? true)
            #expect(Set(scheduler.openScenes) == Set(open.keys))
            #expect(live.keys.filter { scheduler.isWaitingForNavigator($0) }.count <= 4)
            for id in live.keys where !waiting.contains(id) {
                #expect(scheduler.scene(of: id).map { open[$0] != nil } == true, "\(id) is placed in a closed window")
            }
        }
    }
}
