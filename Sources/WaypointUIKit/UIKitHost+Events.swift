#if canImport(UIKit)
import UIKit
@_spi(HostAuthoring) import WaypointNavigation

/// What the delegate proxies tell the host: each callback becomes one ``HostEvent`` for the
/// reader, read with what UIKit shows right after it.
extension UIKitHost {
    func report(_ event: HostEvent) {
        guard case .gesture(let gesture) = reader.read(event, in: snapshot()) else { return }
        releaseControllers()
        onUserGesture?(gesture)
    }

    func navigationController(_ stack: UINavigationController, willShow shown: UIViewController) {
        guard let address = address(of: stack) else { return }
        report(.willShow(screenID(of: shown), in: address))
        // An edge swipe: learn whether the user finished or cancelled it.
        stack.transitionCoordinator?.notifyWhenInteractionChanges { @MainActor [weak self] context in
            self?.report(.interactionEnded(cancelled: context.isCancelled, in: address))
        }
    }

    func navigationController(_ stack: UINavigationController, didShow shown: UIViewController) {
        guard let address = address(of: stack) else { return }
        report(.didShow(screenID(of: shown), in: address))
    }

    func tabBarController(_ tabBar: UITabBarController, shouldSelect controller: UIViewController) -> Bool {
        guard let address = address(of: tabBar), let index = tabBar.viewControllers?.firstIndex(of: controller) else {
            return reader.allowsTabSelection
        }
        return reader.allowsTabSelection(index, at: address, in: snapshot())
    }

    func tabBarControllerDidSelect(_ tabBar: UITabBarController) {
        guard let address = address(of: tabBar) else { return }
        report(.tabSelected(tabBar.selectedIndex, in: address))
    }

    func sheetShouldDismiss(_ presented: UIViewController) -> Bool {
        guard let index = chainIndex(of: presented) else { return false }
        return reader.allowsSwipeDown(presentedAt: index, in: snapshot())
    }
}
#endif
