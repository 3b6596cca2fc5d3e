#if canImport(SwiftUI)
import Observation
@_spi(HostAuthoring) import WaypointNavigation

/// What one level view observes: its ``LevelPart`` of the state, written only when it changed,
/// so a change on one level does not re-render the others.
@MainActor
@Observable
final class LevelModel {
    let level: Int
    private(set) var part = LevelPart(content: nil, presenting: nil, allowsSwipeDown: false)

    init(level: Int) {
        self.level = level
    }

    func update(to state: NavigationState) {
        let new = state.part(ofLevel: level)
        if part != new { part = new }
    }
}
#endif
