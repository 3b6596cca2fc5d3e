#if canImport(UIKit)
import UIKit
@_spi(HostAuthoring) import WaypointNavigation

/// The window's horizontal size class, reported to the reader, which turns a change into
/// ``UserGesture/widthChanged(_:)``: the state decides how popovers adapt.
extension UIKitHost {
    /// Reports every change of the horizontal size class of what the host owns (iOS 17 trait registration).
    func observeWidth() {
        switch place {
        case .window(let window):
            _ = window.registerForTraitChanges([UITraitHorizontalSizeClass.self]) {
                @MainActor [weak self] (window: UIWindow, _: UITraitCollection) in
                self?.reportWidth(of: window.traitCollection)
            }
        case .stack(let stack):
            _ = stack.registerForTraitChanges([UITraitHorizontalSizeClass.self]) {
                @MainActor [weak self] (stack: UINavigationController, _: UITraitCollection) in
                self?.reportWidth(of: stack.traitCollection)
            }
        }
    }

    /// Reports the width the window has now (after the first root is installed).
    func reportWidth(of traits: UITraitCollection) {
        report(.widthChanged(traits.horizontalSizeClass == .regular ? .regular : .compact))
    }
}
#endif
