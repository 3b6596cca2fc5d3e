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
@_spi(HostAuthoring) public struct LevelPart: Hashable, Sendable {
    /// What the level shows; `nil` when the level is not on display.
    public var content: Container?
    /// How the level above is presented in the state's width (a popover in a compact width is a
    /// ``Modal/Style/sheet``); `nil` when nothing is.
    public var presenting: Modal.Style?
    /// Whether the user may swipe this level down (``NavigationState/allowsSwipeDown(level:)``).
    public var allowsSwipeDown: Bool
    /// The detents of the level above, when it is shown as a sheet; empty otherwise.
    public var presentingDetents: [Modal.Detent]
    /// The alert or confirmation dialog the level above shows, with its screen's identity.
    public var presentingAlert: (id: Screen.ID, content: AlertContent)? {
        get { alert.map { ($0.id, $0.content) } }
        set { alert = newValue.map { AlertPart(id: $0.id, content: $0.content) } }
    }
    private var alert: AlertPart?

    private struct AlertPart: Hashable, Sendable {
        var id: Screen.ID
        var content: AlertContent
    }

    /// Creates a part.
    public init(
        content: Container?, presenting: Modal.Style?, allowsSwipeDown: Bool, presentingDetents: [Modal.Detent] = [],
        presentingAlert: (id: Screen.ID, content: AlertContent)? = nil
    ) {
        self.content = content
        self.presenting = presenting
        self.allowsSwipeDown = allowsSwipeDown
        self.presentingDetents = presentingDetents
        self.presentingAlert = presentingAlert
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
    @_spi(HostAuthoring) public func part(ofLevel level: Int) -> LevelPart {
        let above = root != nil && modals.indices.contains(level) ? modals[level] : nil
        let style = above?.presentedStyle(in: width)
        var alert: (id: Screen.ID, content: AlertContent)?
        if let above, above.style.isAlert, case .screen(let screen) = above.content,
            let content = screen.destination.as(AlertContent.self)
        {
            alert = (screen.id, content)
        }
        return LevelPart(
            content: container(atLevel: level), presenting: style, allowsSwipeDown: allowsSwipeDown(level: level),
            presentingDetents: style == .sheet ? above?.detents ?? [] : [], presentingAlert: alert)
    }
}
