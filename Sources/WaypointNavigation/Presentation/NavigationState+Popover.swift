extension NavigationState {
    /// The screen a popover at `level` points at: the visible screen of the level that presents
    /// it (UIKit's `popoverPresentationController.sourceView`, the view SwiftUI's `.popover` is
    /// attached to); `nil` when `level` is not a popover.
    ///
    /// ```swift
    /// state.popoverAnchor(ofLevel: 1)   // #2, the card screen the hint points at
    /// ```
    ///
    /// - Complexity: O(d) in the depth of nested tabs of the presenting level.
    public func popoverAnchor(ofLevel level: Int) -> ScreenID? {
        guard root != nil, level >= 1, level <= modals.count, modals[level - 1].style == .popover else { return nil }
        return container(atLevel: level - 1)?.visibleScreen?.id
    }
}
