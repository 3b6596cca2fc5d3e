extension RoutingHub {
    /// Marks the screen as busy, e.g. while a payment is being confirmed.
    ///
    /// While any lock is held, requests from outside the current screen follow their route's
    /// ``RoutePolicy/whileBusy`` policy: wait (``BusyScreenPolicy/deferUntilUnlocked``),
    /// dismiss and continue, or fail with ``RoutingError/Kind/busy``. Releasing the last lock
    /// (and no modal being on screen) resumes the waiting requests.
    ///
    /// ```swift
    /// let lock = hub.lock(reason: "confirming payment")
    /// defer { lock.cancel() }
    /// ```
    ///
    /// - Parameter reason: why the screen is busy, for logs.
    /// - Returns: the lock; cancel it or drop it to release.
    public func lock(reason: String) -> RoutingSubscription {
        let token = makeToken()
        scheduler.locked(token, reason: reason)
        return RoutingSubscription(
            onCancel: { [weak self] in self?.unlock(token) },
            onDrop: { [weak self] in
                guard let self else { return }
                Task { @MainActor in self.unlock(token) }
            })
    }

    /// The reasons of the locks held now.
    public var lockReasons: [String] { scheduler.lockReasons }

    private func unlock(_ token: UInt64) {
        guard scheduler.unlocked(token) else { return }
        screenChanged()
    }
}
