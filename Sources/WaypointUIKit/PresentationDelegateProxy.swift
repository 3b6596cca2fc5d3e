#if canImport(UIKit)
import UIKit
@_spi(HostAuthoring) import WaypointNavigation

/// Stands in front of the app's `UIAdaptivePresentationControllerDelegate` for one presented
/// level: lets the host refuse a swipe-down and learn that one happened, and forwards every
/// method to the app's delegate.
///
/// The app's delegate is, in order: the one already installed on the presentation controller,
/// the presented level's visible controller when it adopts the protocol (a form that vetoes its
/// own swipe-down), or ``UIKitHost/presentationDelegate``. The four dismissal methods and
/// `adaptivePresentationStyle(for:traitCollection:)` (the app's answer first, else the state's
/// rule: a popover is a sheet in a compact width) are implemented explicitly; every other method
/// reaches the app's delegate through Objective-C forwarding, and is not advertised when it has none.
@MainActor
final class PresentationDelegateProxy: NSObject, UIAdaptivePresentationControllerDelegate {
    private weak var host: UIKitHost?
    private weak var presented: UIViewController?
    /// Read by the Objective-C runtime's forwarding, which UIKit drives on the main thread.
    nonisolated(unsafe) private weak var installed: (any UIAdaptivePresentationControllerDelegate)?
    nonisolated(unsafe) private weak var fallback: (any UIAdaptivePresentationControllerDelegate)?

    init(host: UIKitHost, presented: UIViewController, appDelegate: (any UIAdaptivePresentationControllerDelegate)?) {
        self.host = host
        self.presented = presented
        self.installed = appDelegate
        self.fallback = host.presentationDelegate
    }

    /// The app's delegate for this level now.
    private var appDelegate: (any UIAdaptivePresentationControllerDelegate)? {
        if let installed { return installed }
        let visible = (presented as? UINavigationController)?.topViewController ?? presented
        return visible as? any UIAdaptivePresentationControllerDelegate ?? fallback
    }

    nonisolated override func responds(to selector: Selector!) -> Bool {
        super.responds(to: selector) || (installed ?? fallback)?.responds(to: selector) == true
    }

    nonisolated override func forwardingTarget(for selector: Selector!) -> Any? {
        let target = installed ?? fallback
        return target?.responds(to: selector) == true ? target : super.forwardingTarget(for: selector)
    }

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        let app = appDelegate?.presentationControllerShouldDismiss?(presentationController) ?? true
        return app && (host?.sheetShouldDismiss(presentationController.presentedViewController) ?? true)
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        appDelegate?.presentationControllerWillDismiss?(presentationController)
        host?.report(.sheetWillDismiss)
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        appDelegate?.presentationControllerDidDismiss?(presentationController)
        host?.report(.sheetDidDismiss)
    }

    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
        if let app = appDelegate?.adaptivePresentationStyle?(for: controller, traitCollection: traitCollection) { return app }
        return host?.adaptiveStyle(for: controller.presentedViewController, traits: traitCollection) ?? .none
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        appDelegate?.presentationControllerDidAttemptToDismiss?(presentationController)
        host?.report(.sheetDidAttemptToDismiss)
    }
}
#endif
