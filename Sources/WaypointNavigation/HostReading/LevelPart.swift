/// What one presentation level's view depends on: the level's container, how the level above
/// it is presented, and whether the level may be swiped down.
///
/// A state-driven host (SwiftUI) keeps one observable value per level and writes a level's part
/// only when it changed, so a change on one level re-renders that level alone.
///
/// ```swift
/// let before = old.part(ofLevel: 0), after = new.part(ofLevel: 0)
/// if before != after { models[0].part = after }   // a push on level 2 leaves level 0 alone
/// ```
public struct LevelPart: Hashable, Sendable {
    /// What the level shows; `nil` when the level is not on display.
    public var content: Container?
    /// How the level above is presented; `nil` when nothing is.
    public var presenting: ModalStyle?
    /// Whether the user may swipe this level down (``NavigationState/allowsSwipeDown(level:)``).
    public var allowsSwipeDown: Bool

    /// Creates a part.
    public init(content: Container?, presenting: ModalStyle?, allowsSwipeDown: Bool) {
        self.content = content
        self.presenting = presenting
        self.allowsSwipeDown = allowsSwipeDown
    }
}

extension NavigationState {
    /// The part of this state that the view of `level` depends on.
    ///
    /// ```swift
    /// state.part(ofLevel: 1).presenting   // .fullScreen when level 2 is a cover
    /// ```
    ///
    /// - Complexity: O(d) in the depth of nested tabs of the level's visible screen.
    public func part(ofLevel level: Int) -> LevelPart {
        LevelPart(
            content: container(atLevel: level),
            presenting: root != nil && modals.indices.contains(level) ? modals[level].style : nil,
            allowsSwipeDown: allowsSwipeDown(level: level))
    }
}
