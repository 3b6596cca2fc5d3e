/// How a deep link shows a destination.
///
/// ```swift
/// var presentation: LinkPresentation { .present(.sheet) }
/// ```
public enum LinkPresentation: Hashable, Sendable {
    /// Pushed on the stack of the level below it.
    case push
    /// Presented as a new modal level with the given style; the destinations after it in a
    /// link are pushed on that level's stack.
    case present(ModalStyle)
}
