package import WaypointNavigation

extension InMemoryHost {
    /// Simulates `gesture` as a user would make it on this host.
    ///
    /// ```swift
    /// try host.perform(.popInteractivelyToFirst)   // a long press on the back button, first screen chosen
    /// ```
    ///
    /// - Throws: The host's refusal when the gesture is impossible where it is made (nothing to
    ///   pop, no alert to answer); the host is then unchanged.
    package func perform(_ gesture: NavigatorAction.Gesture) throws(NavigationError) {
        switch gesture {
        case .popInteractively: try popInteractively()
        case .popInteractivelyToFirst:
            if let first = shown.screens.first { try popInteractively(to: first.id) }
        case .cancelInteractivePop: try cancelInteractivePop()
        case .swipeDown: try swipeDown()
        case .chooseAlertAction(let index): try chooseAlertAction(index)
        case .dismissAlertBySystem: try dismissAlertBySystem()
        case .changeWidthToCompact: try changeWidth(.compact)
        case .changeWidthToRegular: try changeWidth(.regular)
        case .tapTab(let index): try tapTab(index)
        }
    }
}
