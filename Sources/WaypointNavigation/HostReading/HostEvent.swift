/// One callback a platform made, described without the platform.
///
/// The UIKit host turns each delegate callback into one event, naming the container by its
/// ``HostAddress``; the SwiftUI host turns each binding a control set into the event UIKit would
/// have sent (a shortened path is a `didShow`, a presentation set to `false` a `sheetDidDismiss`).
/// A ``HostReader`` reads each event together with a ``HostSnapshot`` taken right after it.
///
/// ```swift
/// reader.read(.didShow(Screen.ID(1), in: HostAddress(chainIndex: 0)), in: snapshot)
/// ```
@_spi(HostAuthoring)
public enum HostEvent: Hashable, Sendable, CustomStringConvertible {
    /// `navigationController(_:willShow:animated:)`: the stack at an address starts showing a
    /// screen (`nil` for a controller the host did not build).
    case willShow(Screen.ID?, in: HostAddress)
    /// `navigationController(_:didShow:animated:)`: the stack at an address shows a screen.
    case didShow(Screen.ID?, in: HostAddress)
    /// The transition coordinator of the stack at an address stopped being interactive
    /// (`notifyWhenInteractionChanges`): the user let go, finishing or cancelling an edge swipe.
    case interactionEnded(cancelled: Bool, in: HostAddress)
    /// `tabBarController(_:didSelect:)`: the user tapped a tab (also the selected one again).
    case tabSelected(Int, in: HostAddress)
    /// `presentationControllerWillDismiss(_:)`: a swipe-down started; it may still be cancelled.
    case sheetWillDismiss
    /// `presentationControllerDidDismiss(_:)`: a swipe-down finished.
    case sheetDidDismiss
    /// `presentationControllerDidAttemptToDismiss(_:)`: a swipe-down was refused.
    case sheetDidAttemptToDismiss
    /// The handler of the alert action at an index ran, on the alert the host built for a
    /// screen (`UIAlertAction`'s handler, a SwiftUI alert button's action).
    case alertActionChosen(Int, alert: Screen.ID)
    /// The window's horizontal size class is now this one (a trait change, SwiftUI's
    /// `horizontalSizeClass` environment value).
    case widthChanged(NavigationState.WidthClass)
    /// The column a collapsed split view shows on top is now this one (SwiftUI's
    /// `preferredCompactColumn` binding set by Back across columns).
    case compactColumnShown(SplitColumns.Column, in: HostAddress)

    public var description: String {
        switch self {
        case .willShow(let id, let address): "willShow(\(id?.description ?? "app's"), in: \(address))"
        case .didShow(let id, let address): "didShow(\(id?.description ?? "app's"), in: \(address))"
        case .interactionEnded(let cancelled, let address): "interactionEnded(cancelled: \(cancelled), in: \(address))"
        case .tabSelected(let index, let address): "tabSelected(\(index), in: \(address))"
        case .sheetWillDismiss: "sheetWillDismiss"
        case .sheetDidDismiss: "sheetDidDismiss"
        case .sheetDidAttemptToDismiss: "sheetDidAttemptToDismiss"
        case .alertActionChosen(let index, let alert): "alertActionChosen(\(index), alert: \(alert))"
        case .widthChanged(let width): "widthChanged(\(width))"
        case .compactColumnShown(let column, let address): "compactColumnShown(\(column), in: \(address))"
        }
    }
}
