@_spi(HostAuthoring) import WaypointNavigation

extension RoutingHub {
    /// The URL that rebuilds what `state` shows: the URL of its deepest screen whose destination
    /// has one (``LinkableDestination/url(in:)``), or `nil` when no screen on display has a URL.
    ///
    /// The screens on display are read bottom to top: the root level, then each presented
    /// level, each through its selected tab (a split view as its collapsed stack); the top-most
    /// screen with a URL wins, so a share sheet or an alert above it does not hide it. Opening
    /// the URL — from a cold start too — shows that screen again with the screens its
    /// ``LinkableDestination/parent`` chain puts below it, each presented as its
    /// ``LinkableDestination/presentation`` says; screens above it, and screens with no URL of
    /// their own, are not part of the link.
    ///
    /// ```swift
    /// // home › accounts › account 42, a share sheet on top
    /// hub.url(for: navigator.state)   // "bank://accounts/42"
    /// ```
    ///
    /// - Parameter state: A navigation state, typically the navigator's ``Navigator/state``.
    /// - Returns: The URL, or `nil` when nothing on display is linkable.
    /// - Complexity: O(*n*) in the number of screens on display, plus the cost of building
    ///   one URL per screen tried.
    public func url(for state: NavigationState) -> String? {
        for screen in state.screensOnDisplay.reversed() {
            if let url = screen.destination.linkURL(in: table) { return url }
        }
        return nil
    }
}

extension NavigationState {
    /// The screens the user can reach by going back from the top screen: each level's visible
    /// stack (the selected tab's, a split view's collapsed one), lowest level first.
    var screensOnDisplay: [Screen] {
        (0..<levelCount).flatMap { level in container(atLevel: level)?.visibleStack ?? [] }
    }
}

extension Container {
    /// The stack on display in this container: the selected tab's, a split view's collapsed one.
    var visibleStack: [Screen] {
        switch self {
        case .screen(let screen): [screen]
        case .stack(let screens): screens
        case .tabs(let tabs, let selected): tabs.indices.contains(selected) ? tabs[selected].visibleStack : []
        case .split(let split): split.collapsed
        }
    }
}
