#if canImport(UIKit)
import UIKit

/// Stands in front of the app's `UISplitViewControllerDelegate`: tells the host when the split
/// view collapses or expands, so that it moves the screens' controllers between the columns and
/// the compact column, and forwards every method to the app's delegate.
@MainActor
final class SplitDelegateProxy: DelegateForwarder, UISplitViewControllerDelegate {
    private weak var host: UIKitHost?
    private var appDelegate: (any UISplitViewControllerDelegate)? { forwardee as? any UISplitViewControllerDelegate }

    init(host: UIKitHost, appDelegate: (any UISplitViewControllerDelegate)?) {
        self.host = host
        super.init(forwardingTo: appDelegate)
    }

    func splitViewController(
        _ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
        host?.splitWillChange(svc, collapsing: true)
        return appDelegate?.splitViewController?(svc, topColumnForCollapsingToProposedTopColumn: proposedTopColumn) ?? proposedTopColumn
    }

    func splitViewController(
        _ svc: UISplitViewController, displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode {
        host?.splitWillChange(svc, collapsing: false)
        return appDelegate?.splitViewController?(svc, displayModeForExpandingToProposedDisplayMode: proposedDisplayMode) ?? proposedDisplayMode
    }
}
#endif
