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
final class NavigationDelegateProxy: DelegateForwarder, UINavigationControllerDelegate {
    private weak var host: UIKitHost?
    private var appDelegate: (any UINavigationControllerDelegate)? { forwardee as? any UINavigationControllerDelegate }

    init(host: UIKitHost, appDelegate: (any UINavigationControllerDelegate)?) {
        self.host = host
        super.init(forwardingTo: appDelegate)
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
