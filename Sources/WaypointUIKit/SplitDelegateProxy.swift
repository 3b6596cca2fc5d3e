#if canImport(UIKit)
import UIKit

/// Stands in front of the app's `UISplitViewControllerDelegate`: tells the host when the split
/// view collapses or expands, so that it moves the screens' controllers between the columns and
/// the compact column, and forwards every method to the app's delegate.
@MainActor
final class SplitDelegateProxy: NSObject, UISplitViewControllerDelegate {
    private weak var host: UIKitHost?
    /// Read by the Objective-C runtime's forwarding, which UIKit drives on the main thread.
    nonisolated(unsafe) private weak var appDelegate: (any UISplitViewControllerDelegate)?

    init(host: UIKitHost, appDelegate: (any UISplitViewControllerDelegate)?) {
        self.host = host
        self.appDelegate = appDelegate
    }

    nonisolated override func responds(to selector: Selector!) -> Bool {
        super.responds(to: selector) || (appDelegate?.responds(to: selector) ?? false)
    }

    nonisolated override func forwardingTarget(for selector: Selector!) -> Any? {
        appDelegate?.responds(to: selector) == true ? appDelegate : super.forwardingTarget(for: selector)
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
