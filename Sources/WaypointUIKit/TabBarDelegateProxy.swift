#if canImport(UIKit)
import UIKit

/// Stands in front of the app's `UITabBarControllerDelegate`: asks the host whether a tab may be
/// selected, tells it which one was, and forwards every method to the app's delegate.
///
/// `shouldSelect`, `didSelect` and the custom-transition methods (`animationControllerForTransitionFrom`,
/// `interactionControllerFor`) are forwarded explicitly; every other method the app's delegate
/// implements reaches it through Objective-C forwarding.
@MainActor
final class TabBarDelegateProxy: DelegateForwarder, UITabBarControllerDelegate {
    private weak var host: UIKitHost?
    private var appDelegate: (any UITabBarControllerDelegate)? { forwardee as? any UITabBarControllerDelegate }

    init(host: UIKitHost, appDelegate: (any UITabBarControllerDelegate)?) {
        self.host = host
        super.init(forwardingTo: appDelegate)
    }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        let app = appDelegate?.tabBarController?(tabBarController, shouldSelect: viewController) ?? true
        return app && (host?.tabBarController(tabBarController, shouldSelect: viewController) ?? true)
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        appDelegate?.tabBarController?(tabBarController, didSelect: viewController)
        host?.tabBarControllerDidSelect(tabBarController)
    }

    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        appDelegate?.tabBarController?(tabBarController, animationControllerForTransitionFrom: fromVC, to: toVC)
    }

    func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        appDelegate?.tabBarController?(tabBarController, interactionControllerFor: animationController)
    }
}
#endif
