#if canImport(UIKit)
public import UIKit
@_spi(HostAuthoring) public import WaypointNavigation

extension UIKitHost {
    /// Keeps the navigator that drives the host, weakly, so ``screen(for:)`` sees the screens
    /// of steps still in flight.
    @_spi(HostAuthoring) public func didAttach(to navigator: Navigator) {
        self.navigator = navigator
    }

    /// The screen a view controller shows, when the host built it (or one of its ancestors)
    /// for a screen that is still in the navigation state.
    ///
    /// Give it the controller the screen factory returned, or a child controller inside it.
    /// With `import Waypoint`, a controller then reaches the flow that owns its screen:
    ///
    /// ```swift
    /// final class CardViewController: UIViewController {
    ///     weak var host: UIKitHost?
    ///     @objc func blockTapped() {
    ///         guard let host, let navigator = host.navigator, let screen = host.screen(for: self) else { return }
    ///         try? navigator.coordinator(owning: screen, as: CardCoordinator.self)?.block()
    ///     }
    /// }
    /// ```
    ///
    /// - Parameter controller: A view controller of a screen the host shows.
    /// - Returns: The screen, as the navigator holds it (owner included); `nil` for a container,
    ///   a controller the app presented itself, or a screen that has left.
    public func screen(for controller: UIViewController) -> Screen? {
        var current: UIViewController? = controller
        while let candidate = current {
            if let id = screenID(of: candidate) {
                let state = navigator?.state ?? shown
                return state.screens.first { $0.id == id } ?? shown.screens.first { $0.id == id }
            }
            current = candidate.parent
        }
        return nil
    }
}
#endif
