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
    /// let windowLock = hub.lock(reason: "confirming payment", in: context.scene)   // one window's screen
    /// ```
    ///
    /// Requests for other windows are not held back.
    ///
    /// - Parameters:
    ///   - reason: why the screen is busy, for logs.
    ///   - scene: the window whose screen is busy; `nil` (the default) for the active window
    ///     (`SceneID.main` before any is registered).
    /// - Returns: the lock; cancel it or drop it to release.
    public func lock(reason: String, in scene: SceneID? = nil) -> NavigationSubscription {
        let token = makeToken()
        scheduler.locked(token, reason: reason, in: scene ?? scheduler.activeScene ?? .main)
        return NavigationSubscription(
            onCancel: { [weak self] in self?.unlock(token) },
            onDrop: { [weak self] in
                guard let self else { return }
                Task { @MainActor in self.unlock(token) }
            })
    }

    /// The reasons of the locks held now on a window.
    ///
    /// ```swift
    /// hub.lockReasons()                  // the active window's: ["confirming payment"]
    /// hub.lockReasons(in: "support-1")   // []
    /// ```
    ///
    /// - Parameter scene: the window; `nil` (the default) for the active window.
    /// - Returns: the reasons, oldest first.
    public func lockReasons(in scene: SceneID? = nil) -> [String] {
        scheduler.lockReasons(in: scene ?? scheduler.activeScene ?? .main)
    }

    private func unlock(_ token: UInt64) {
        guard let scene = scheduler.unlocked(token) else { return }
        screenChanged(in: scene)
    }
}
