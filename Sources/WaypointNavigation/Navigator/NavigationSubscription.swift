import Foundation

/// Keeps a callback registered with ``Navigator/onChange(_:)`` alive; cancel it or let it go.
///
/// Once cancelled (or deinitialized) the callback is never called again.
///
/// ```swift
/// var subscription: NavigationSubscription? = navigator.onChange { print($0) }
/// subscription?.cancel()   // or: subscription = nil
/// ```
public final class NavigationSubscription: Sendable {
    private let state = LockedFlag()

    init() {}

    /// Stops the callback; safe to call more than once, from any thread.
    public func cancel() { state.set() }

    /// Whether ``cancel()`` was called.
    public var isCancelled: Bool { state.value }
}

private final class LockedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var flag = false

    var value: Bool {
        lock.lock()
        defer { lock.unlock() }
        return flag
    }

    func set() {
        lock.lock()
        flag = true
        lock.unlock()
    }
}
