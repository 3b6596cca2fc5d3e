import Testing
import WaypointNavigation
import WaypointTestSupport

@testable import Waypoint

/// The hub's per-window storage behaves like a dictionary keyed by scene, whatever the order of
/// insertions, replacements and removals.
@Suite struct SceneMapTests {
    @Test(arguments: [3, 11, 2_026] as [UInt64])
    func randomWritesReadBackAsADictionaryWould(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var map = SceneMap<Int>()
        var model: [SceneID: Int] = [:]
        let scenes: [SceneID] = (0..<6).map { SceneID("window-\($0)") }
        for step in 0..<2_000 {
            let scene = scenes[Int(random.next() % UInt64(scenes.count))]
            switch random.next() % 4 {
            case 0:
                map[scene] = step
                model[scene] = step
            case 1:
                map[scene] = nil
                model[scene] = nil
            case 2:
                #expect(map.removeValue(for: scene) == model.removeValue(forKey: scene))
            default:
                if let index = map.index(of: scene) {
                    map[at: index] += 1
                    model[scene, default: 0] += 1
                } else {
                    #expect(model[scene] == nil)
                }
            }
            #expect(map[scene] == model[scene])
        }
        for scene in scenes { #expect(map[scene] == model[scene]) }
    }
}
