/// A change to navigation, in the router vocabulary UIKit developers know.
///
/// Commands act on the top-most level: the content of the top modal, or the root when nothing is
/// presented; inside tabs they act on the selected tab's stack; in a split view they act on its
/// collapsed stack (``SplitColumns/collapsed``): a push opens a screen in the detail column, a pop
/// closes the top-most screen of the top-most column whatever the width. Apply one with
/// ``Navigator/execute(_:animated:)``.
///
/// ```swift
/// let detail = navigator.makeScreen(CardDestination.detail(id: 3), owner: "cards")
/// try navigator.execute(.push(detail))
/// try navigator.execute(.present(Modal(.sheet, .screen(navigator.makeScreen(Help.index, owner: "help")))))
/// try navigator.execute(.dismiss)
/// ```
public enum NavigationCommand: Hashable, Sendable, CustomStringConvertible {
    /// Pushes a screen on the visible stack of the top-most level.
    case push(Screen)
    /// Pops the top screen of the visible stack; a stack's root screen cannot be popped.
    case pop
    /// Pops the visible stack down to the screen with the given identity, which stays.
    case popTo(Screen.ID)
    /// Pops the visible stack down to its root screen (nothing happens when it is already there).
    case popToRoot
    /// Replaces the screens of the visible stack; the list must not be empty.
    case setStack([Screen])
    /// Presents a new modal level on top of the top-most level.
    case present(Modal)
    /// Dismisses the top modal level.
    case dismiss
    /// Dismisses every level above `level`, so that `level` becomes the top-most one.
    ///
    /// Level 0 is the root, so `.dismissTo(level: 0)` dismisses every modal. Naming the current
    /// top level changes nothing.
    case dismissTo(level: Int)
    /// Replaces the root container and dismisses every modal level (for example after log-in).
    case setRoot(Container)
    /// Selects a tab of the tabs that fill the top-most level.
    case selectTab(Int)
    /// Replaces the stack of one column of the split view the top-most level shows (the user
    /// picked an item in the sidebar: `.setColumn(.detail, [message])`). Only the sidebar must
    /// keep a screen.
    case setColumn(SplitColumns.Column, [Screen])

    public var description: String {
        switch self {
        case .push(let screen): "push(\(screen.id))"
        case .pop: "pop"
        case .popTo(let id): "popTo(\(id))"
        case .popToRoot: "popToRoot"
        case .setStack(let screens): "setStack([\(screens.map(\.id.description).joined(separator: ", "))])"
        case .present(let modal): "present(\(modal.style), \(modal.content.kindName))"
        case .dismiss: "dismiss"
        case .dismissTo(let level): "dismissTo(level: \(level))"
        case .setRoot(let container): "setRoot(\(container.kindName))"
        case .selectTab(let index): "selectTab(\(index))"
        case .setColumn(let column, let screens): "setColumn(\(column), [\(screens.map(\.id.description).joined(separator: ", "))])"
        }
    }
}
