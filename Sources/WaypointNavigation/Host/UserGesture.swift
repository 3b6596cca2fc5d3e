/// A change the user made directly on the host, which the navigator must accept.
///
/// Hosts report gestures after they happened; ``NavigationState/performing(_:)-(UserGesture)``
/// states where each one is possible (the user only touches the top-most level, and only what
/// is visible on it).
///
/// ```swift
/// try host.simulate(.interactivePop(in: .root))   // the back button
/// try host.simulate(.swipeDown(level: 1))         // pull a sheet down
/// try host.simulate(.popTo(Screen.ID(1), in: .root)) // the back-button menu: several screens at once
/// try host.simulate(.alertAction(0, level: 2))     // the user picks an alert's first button
/// ```
@_spi(HostAuthoring) public enum UserGesture: Hashable, Sendable, CustomStringConvertible {
    /// The back button or edge swipe popped the top screen of the stack at a path.
    case interactivePop(in: ContainerPath)
    /// Several screens popped in one transition, down to the screen with the given identity,
    /// which stays: a pick in the back button's menu, a re-tap of the selected tab (pop to
    /// root), or a navigation path shortened by several screens at once.
    case popTo(Screen.ID, in: ContainerPath)
    /// An edge swipe that the user gave up: nothing changed.
    case cancelledInteractivePop(in: ContainerPath)
    /// The user pulled the sheet at `level` down, dismissing it and everything above it.
    case swipeDown(level: Int)
    /// The user tapped a tab of the tabs at a path. Tapping the selected tab again pops its
    /// stack to the root screen when the tab allows it (``TabItemDestination/popsToRootOnReselect``).
    case tabTap(Int, in: ContainerPath)
    /// The user picked the action at this index of the alert or confirmation dialog at `level`.
    case alertAction(Int, level: Int)
    /// The system dismissed the alert or confirmation dialog at `level` without a choice (the
    /// app went to the background, a tap outside a dialog shown as a popover).
    case alertDismissed(level: Int)
    /// The window's width class changed (a rotation, a window resized): popovers adapt.
    case widthChanged(NavigationState.WidthClass)

    public var description: String {
        switch self {
        case .interactivePop(let path): "interactivePop(in: \(path))"
        case .popTo(let id, let path): "popTo(\(id), in: \(path))"
        case .cancelledInteractivePop(let path): "cancelledInteractivePop(in: \(path))"
        case .swipeDown(let level): "swipeDown(level: \(level))"
        case .tabTap(let index, let path): "tabTap(\(index), in: \(path))"
        case .alertAction(let index, let level): "alertAction(\(index), level: \(level))"
        case .alertDismissed(let level): "alertDismissed(level: \(level))"
        case .widthChanged(let width): "widthChanged(\(width))"
        }
    }
}
