#if canImport(UIKit)
import UIKit

/// The base of the host's navigation, tab bar and split view delegate proxies: every method the
/// app's delegate implements and the proxy does not reaches it through Objective-C forwarding,
/// and is not advertised when the app's delegate has none.
@MainActor
class DelegateForwarder: NSObject {
    /// The app's delegate. Read by the Objective-C runtime's forwarding, which UIKit drives on
    /// the main thread.
    nonisolated(unsafe) weak var forwardee: (any NSObjectProtocol)?

    init(forwardingTo forwardee: (any NSObjectProtocol)?) {
        self.forwardee = forwardee
        super.init()
    }

    nonisolated override func responds(to selector: Selector!) -> Bool {
        super.responds(to: selector) || (forwardee?.responds(to: selector) ?? false)
    }

    nonisolated override func forwardingTarget(for selector: Selector!) -> Any? {
        forwardee?.responds(to: selector) == true ? forwardee : super.forwardingTarget(for: selector)
    }
}
#endif
