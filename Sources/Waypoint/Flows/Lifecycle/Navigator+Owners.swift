/// Screens reach their flow: from a `Screen` (or its owner's `FlowID`) to the live flow that
/// shows it, so a screen navigates through its coordinator instead of a reference passed by hand.
///
/// A flow is found while it runs: from ``RunningFlow/launch()`` until it ends, whether or not
/// anyone else holds it (the library keeps a launched flow alive until then). Once it ended —
/// its own finish, Back, a swipe-down, a link that replaced its screens — the lookup returns
/// `nil` and the flow is released. Screens the app owns (`FlowID.app`) have no flow.
///
/// ```swift
/// // In a screen's view model, given the screen the host shows:
/// if let cards = navigator.coordinator(owning: screen, as: CardCoordinator.self) {
///     try cards.block()
/// }
/// ```
extension Navigator {
    /// The live flow whose ``RunningFlow/id`` is `id` on this navigator, if any.
    ///
    /// ```swift
    /// navigator.flow(for: "cards")?.cancel()
    /// ```
    ///
    /// - Parameter id: The flow's identity, as its screens record it in `Screen.owner`.
    /// - Returns: The flow while it runs on this navigator; `nil` before it launched, once it
    ///   ended or was released, and for an id no flow of this navigator holds (`FlowID.app`).
    /// - Complexity: O(*k*) in the number of live flows with this id across navigators.
    package func flow(for id: FlowID) -> (any RunningFlow)? {
        FlowIdentity.flow(id, on: self)
    }

    /// The live flow that owns `screen` on this navigator, if any.
    ///
    /// ```swift
    /// navigator.flow(owning: screen)?.cancel()   // closes the screen's whole flow
    /// ```
    ///
    /// - Parameter screen: A screen, usually one the host is showing.
    /// - Returns: The flow named by the screen's `Screen.owner` while it runs; `nil` for a
    ///   screen the app owns and once the flow ended or was released.
    public func flow(owning screen: Screen) -> (any RunningFlow)? {
        flow(for: screen.owner)
    }

    /// The live flow that owns `screen`, when it is of type `type`.
    ///
    /// ```swift
    /// let cards = navigator.coordinator(owning: screen, as: CardCoordinator.self)
    /// try cards?.block()
    /// ```
    ///
    /// - Parameters:
    ///   - screen: A screen, usually one the host is showing.
    ///   - type: The coordinator (or other flow) type you expect.
    /// - Returns: The owner as `type`; `nil` when it is of another type, ended or released, or
    ///   when the app owns the screen.
    public func coordinator<Owner: RunningFlow>(owning screen: Screen, as type: Owner.Type = Owner.self) -> Owner? {
        flow(owning: screen) as? Owner
    }
}
