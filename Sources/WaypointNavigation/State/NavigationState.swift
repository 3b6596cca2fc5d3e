/// Every screen on display, as one value.
///
/// A state is a root ``Container`` plus a chain of ``Modal`` levels, each presented by the one
/// below it — exactly the shape UIKit allows — and the ``NavigationState/WidthClass`` of the window, which the
/// host reports. Changing navigation means computing a new state; the navigator turns the
/// difference into host transitions.
///
/// ```swift
/// let state = NavigationState(
///     root: .stack([Screen(id: Screen.ID(1), destination: Home.overview)]),
///     modals: [Modal(.sheet, .screen(Screen(id: Screen.ID(2), destination: Cards.block(id: 7))))]
/// )
/// ```
public struct NavigationState: Hashable, Sendable {
    /// What fills the window, or `nil` before anything is shown.
    public var root: Container?
    /// The chain of modal levels above the root, lowest first.
    public var modals: [Modal]
    /// How wide the window is; only the host changes it.
    public var width: NavigationState.WidthClass

    /// Creates a state.
    public init(root: Container? = nil, modals: [Modal] = [], width: NavigationState.WidthClass = .compact) {
        self.root = root
        self.modals = modals
        self.width = width
    }

    /// The state with nothing on display.
    public static let empty = NavigationState()
}
