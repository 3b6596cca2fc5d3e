extension NavigationState {
    /// Whether the user may swipe the modal `level` down now.
    ///
    /// Only the top-most level can be swiped, only when it is a sheet or a popover (tapping
    /// outside a popover dismisses it; in a compact width it is a sheet), and only when its
    /// visible screen does not refuse (``ModalDestination``). This is the rule behind
    /// ``UserGesture/swipeDown(level:)``, asked before the platform starts the gesture.
    ///
    /// ```swift
    /// state.allowsSwipeDown(level: state.topLevel)   // false while a confirm screen is on top
    /// ```
    ///
    /// - Parameter level: The modal level (1 or more).
    /// - Returns: `false` for the root, a full-screen level, an alert, a level below the top, or a refusing screen.
    @_spi(HostAuthoring) public func allowsSwipeDown(level: Int) -> Bool {
        guard root != nil, level >= 1, level == topLevel, [.sheet, .popover].contains(modals[level - 1].style) else { return false }
        return modals[level - 1].content.visibleScreen?.destination.allowsSwipeDown ?? true
    }
}
