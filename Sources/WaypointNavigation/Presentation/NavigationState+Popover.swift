extension NavigationState {
    /// The screen a popover or a confirmation dialog at `level` points at: the visible screen of
    /// the level that presents it (UIKit's `popoverPresentationController.sourceView`, which an
    /// action sheet needs in a regular width too; the view SwiftUI's `.popover` is attached to);
    /// `nil` for the other styles.
    ///
    /// ```swift
    /// state.popoverAnchor(ofLevel: 1)   // #2, the card screen the hint points at
    /// ```
    ///
    /// - Complexity: O(d) in the depth of nested tabs of the presenting level.
    @_spi(HostAuthoring) public func popoverAnchor(ofLevel level: Int) -> Screen.ID? {
        guard root != nil, level >= 1, level <= modals.count, [.popover, .confirmationDialog].contains(modals[level - 1].style) else { return nil }
        return container(atLevel: level - 1)?.visibleScreen?.id
    }
}
