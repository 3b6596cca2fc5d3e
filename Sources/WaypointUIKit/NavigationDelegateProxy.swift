#if canImport(UIKit)
import UIKit

/// Stands in front of the app's `UINavigationControllerDelegate`: tells the host what UIKit
/// showed and forwards every method to the app's delegate.
///
/// The methods the host needs (`willShow`, `didShow`) and the ones that decide custom
/// transitions (`animationControllerFor`, `interactionControllerFor`) are forwarded explicitly;
/// every other method the app's delegate implements (supported orientations, methods added by
/// later SDKs) reaches it through Objective-C forwarding, and is not advertised when it does not.
@MainActor
final class NavigationDelegateProxy: NSObject, UINavigationControllerDelegate {
    private weak var host: UIKitHost?
    /// Read by the Objective-C runtime's forwarding, which UIKit drives on the main thread.
    nonisolated(unsafe) private weak var appDelegate: (any UINavigationControllerDelegate)?

    init(host: UIKitHost, appDelegate: (any UINavigationControllerDelegate)?) {
        self.host = host
        self.appDelegate = appDelegate
    }

    nonisolated override func responds(to selector: Selector!) -> Bool {
        super.responds(to: selector) || (appDelegate?.responds(to: selector) ?? false)
    }

    nonisolated override func forwardingTarget(for selector: Selector!) -> Any? {
        appDelegate?.responds(to: selector) == true ? appDelegate : super.forwardingTarget(for: selector)
    }

    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
        appDelegate?.navigationController?(navigationController, willShow: viewController, animated: animated)
        host?.navigationController(navigationController, willShow: viewController)
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        appDelegate?.navigationController?(navigationController, didShow: viewController, animated: animated)
        host?.navigationController(navigationController, didShow: viewController)
    }

    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        appDelegate?.navigationController?(navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        appDelegate?.navigationController?(navigationController, interactionControllerFor: animationController)
    }
}
#endif
