/// A destination that says whether the user may swipe away the sheet it is the visible screen of.
///
/// A half-filled form, a payment being confirmed, a terms screen that must be answered: such
/// screens refuse the swipe-down, and only the app dismisses them. The rule is part of the state,
/// read without UIKit or SwiftUI: the navigator and the in-memory host apply it, the UIKit host answers
/// `presentationControllerShouldDismiss` with it, and the SwiftUI host turns it into
/// `interactiveDismissDisabled()`. Destinations that do not adopt the protocol allow it.
///
/// ```swift
/// enum Transfer: ModalDestination {
///     case amount, confirm
///     var allowsSwipeDown: Bool { self != .confirm }
/// }
/// ```
public protocol ModalDestination: Destination {
    /// Whether a sheet that shows this screen on top may be swiped down by the user.
    var allowsSwipeDown: Bool { get }
}

extension AnyDestination {
    /// Whether the wrapped destination lets the user swipe its sheet down (``ModalDestination``);
    /// `true` for destinations that do not say.
    @_spi(HostAuthoring) public var allowsSwipeDown: Bool {
        (base as? any ModalDestination)?.allowsSwipeDown ?? true
    }
}
