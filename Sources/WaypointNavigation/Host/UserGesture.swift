/// A change the user made directly on the host, which the navigator must accept.
///
/// Hosts report gestures after they happened; ``NavigationState/performing(_:)-(UserGesture)``
/// states where each one is possible (the user only touches the top-most level, and only what
/// is visible on it).
///
/// ```swift
/// try host.simulate(.interactivePop(in: .root))   // the back button
/// try host.simulate(.swipeDown(level: 1))         // pull a sheet down
/// try host.simulate(.popTo(ScreenID(1), in: .root)) // the back-button menu: several screens at once
/// ```
public enum UserGesture: Hashable, Sendable, CustomStringConvertible {
    /// The back button or edge swipe popped the top screen of the stack at a path.
    case interactivePop(in: ContainerPath)
    /// Several screens popped in one transition, down to the screen with the given identity,
    /// which stays: a pick in the back button's menu, a re-tap of the selected tab (pop to
    /// root), or a navigation path shortened by several screens at once.
    case popTo(ScreenID, in: ContainerPath)
    /// An edge swipe that the user gave up: nothing changed.
    case cancelledInteractivePop(in: ContainerPath)
    /// The user pulled the sheet at `level` down, dismissing it and everything above it.
    case swipeDown(level: Int)
    /// The user tapped a tab of the tabs at a path.
    case tabTap(Int, in: ContainerPath)

    public var description: String {
        switch self {
        case .interactivePop(let path): "interactivePop(in: \(path))"
        case .popTo(let id, let path): "popTo(\(id), in: \(path))"
        case .cancelledInteractivePop(let path): "cancelledInteractivePop(in: \(path))"
        case .swipeDown(let level): "swipeDown(level: \(level))"
        case .tabTap(let index, let path): "tabTap(\(index), in: \(path))"
        }
    }
}
