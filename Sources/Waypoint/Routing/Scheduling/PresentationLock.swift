extension RoutingHub {
    /// Marks the screen as busy, e.g. while a payment is being confirmed.
    ///
    /// While any lock is held, requests from outside the current screen follow their route's
    /// ``RoutePolicy/whileBusy`` policy: wait (``RoutePolicy/BusyScreenPolicy/deferUntilUnlocked``),
    /// dismiss and continue, or fail with ``RoutingError/Kind/busy``. Releasing the last lock
    /// (and no modal being on screen) resumes the waiting requests.
    ///
    /// ```swift
    /// let lock = hub.lock(reason: "confirming payment")
    /// defer { lock.cancel() }
    /// ```
    ///
    /// The lock holds the active window (`SceneID.main` before any is registered); lock
    /// another one with ``lock(reason:in:)``.
    ///
    /// - Parameter reason: why the screen is busy, for logs.
    /// - Returns: the lock; cancel it or drop it to release.
    public func lock(reason: String) -> NavigationSubscription {
        lock(reason: reason, in: scheduler.activeScene ?? .main)
    }

    /// Marks one window's screen as busy; requests for other windows are not held back.
    ///
    /// ```swift
    /// let lock = hub.lock(reason: "confirming payment", in: context.scene)
    /// ```
    ///
    /// - Parameters:
    ///   - reason: why the screen is busy, for logs.
    ///   - scene: the window whose screen is busy.
    /// - Returns: the lock; cancel it or drop it to release.
    public func lock(reason: String, in scene: SceneID) -> NavigationSubscription {
        let token = makeToken()
        scheduler.locked(token, reason: reason, in: scene)
        return NavigationSubscription(
            onCancel: { [weak self] in self?.unlock(token) },
            onDrop: { [weak self] in
                guard let self else { return }
                Task { @MainActor in self.unlock(token) }
            })
    }

    /// The reasons of the locks held now on the active window.
    public var lockReasons: [String] { lockReasons(in: scheduler.activeScene ?? .main) }

    /// The reasons of the locks held now on a window.
    ///
    /// ```swift
    /// hub.lockReasons(in: "support-1")   // ["confirming payment"]
    /// ```
    ///
    /// - Parameter scene: the window.
    /// - Returns: the reasons, oldest first.
    public func lockReasons(in scene: SceneID) -> [String] { scheduler.lockReasons(in: scene) }

    private func unlock(_ token: UInt64) {
        guard let scene = scheduler.unlocked(token) else { return }
        screenChanged(in: scene)
    }
}
