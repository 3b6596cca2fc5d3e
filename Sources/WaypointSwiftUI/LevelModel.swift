#if canImport(SwiftUI)
import Observation
import WaypointNavigation

/// What one level view observes: the level's container, the style of the level above it, and
/// whether the level may be swiped down. Only the values that changed are written, so a change
/// on one level does not re-render the others.
@MainActor
@Observable
final class LevelModel {
    let level: Int
    /// What the level shows; `nil` when it is not on display.
    private(set) var content: Container?
    /// How the level above is presented; `nil` when nothing is.
    private(set) var presenting: ModalStyle?
    /// Whether the user may swipe this level down.
    private(set) var allowsSwipeDown = false

    init(level: Int) {
        self.level = level
    }

    func update(to state: NavigationState) {
        let newContent = state.container(atLevel: level)
        if content != newContent { content = newContent }
        let newPresenting = state.modals.indices.contains(level) ? state.modals[level].style : nil
        if presenting != newPresenting { presenting = newPresenting }
        let newAllows = state.allowsSwipeDown(level: level)
        if allowsSwipeDown != newAllows { allowsSwipeDown = newAllows }
    }
}
#endif
