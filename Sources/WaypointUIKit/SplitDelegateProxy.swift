#if canImport(UIKit)
import UIKit

/// Stands in front of the app's `UISplitViewControllerDelegate`: tells the host when the split
/// view collapses or expands (`topColumnForCollapsingToProposedTopColumn` and
/// `displayModeForExpandingToProposedDisplayMode` before, `splitViewControllerDidCollapse` and
/// `…DidExpand` after), so that it moves the screens' controllers between the columns and the
/// compact column, and forwards every method to the app's delegate.
@MainActor
final class SplitDelegateProxy: DelegateForwarder, UISplitViewControllerDelegate {
    private weak var host: UIKitHost?
    private var appDelegate: (any UISplitViewControllerDelegate)? { forwardee as? any UISplitViewControllerDelegate }

    init(host: UIKitHost, appDelegate: (any UISplitViewControllerDelegate)?) {
        self.host = host
        // Unlike the navigation and tab bar delegates, `UISplitViewControllerDelegate` does not
        // refine `NSObjectProtocol`; every object UIKit can call through Objective-C does conform
        // (Swift classes inherit it from their Objective-C root), so the cast keeps every delegate.
        super.init(forwardingTo: appDelegate as? any NSObjectProtocol)
    }

    func splitViewController(
        _ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
        host?.layOutSplit(svc, collapsed: true)
        return appDelegate?.splitViewController?(svc, topColumnForCollapsingToProposedTopColumn: proposedTopColumn) ?? proposedTopColumn
    }

    func splitViewController(
        _ svc: UISplitViewController, displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode {
        host?.layOutSplit(svc, collapsed: false)
        return appDelegate?.splitViewController?(svc, displayModeForExpandingToProposedDisplayMode: proposedDisplayMode) ?? proposedDisplayMode
    }

    /// Also after the fact, in case UIKit collapsed without asking for the top column (the
    /// compact column is shown whatever that answer): laying out again changes nothing.
    func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
        host?.layOutSplit(svc, collapsed: true)
        appDelegate?.splitViewControllerDidCollapse?(svc)
    }

    func splitViewControllerDidExpand(_ svc: UISplitViewController) {
        host?.layOutSplit(svc, collapsed: false)
        appDelegate?.splitViewControllerDidExpand?(svc)
    }
}
#endif
