#if canImport(UIKit)
import UIKit

/// Stands in front of the app's `UITabBarControllerDelegate`: asks the host whether a tab may be
/// selected, tells it which one was, and forwards every method to the app's delegate.
///
/// `shouldSelect`, `didSelect` and the custom-transition methods (`animationControllerForTransitionFrom`,
/// `interactionControllerFor`) are forwarded explicitly; every other method the app's delegate
/// implements reaches it through Objective-C forwarding.
@MainActor
final class TabBarDelegateProxy: NSObject, UITabBarControllerDelegate {
    private weak var host: UIKitHost?
    /// Read by the Objective-C runtime's forwarding, which UIKit drives on the main thread.
    nonisolated(unsafe) private weak var appDelegate: (any UITabBarControllerDelegate)?

    init(host: UIKitHost, appDelegate: (any UITabBarControllerDelegate)?) {
        self.host = host
        self.appDelegate = appDelegate
    }

    nonisolated override func responds(to selector: Selector!) -> Bool {
        super.responds(to: selector) || (appDelegate?.responds(to: selector) ?? false)
    }

    nonisolated override func forwardingTarget(for selector: Selector!) -> Any? {
        appDelegate?.responds(to: selector) == true ? appDelegate : super.forwardingTarget(for: selector)
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
