extension NavigationSubscription {
    /// A subscription that runs `cancel` once, when ``cancel()`` is called; what an app's own
    /// publisher (say, a `RunningFlow` that is not a coordinator) hands to its observers.
    ///
    /// Releasing it without cancelling runs nothing: the publisher forgets the observer when it
    /// ends.
    ///
    /// ```swift
    /// observers[key] = body
    /// return NavigationSubscription(cancel: { [weak self] in self?.observers[key] = nil })
    /// ```
    ///
    /// - Parameter cancel: What cancelling ends.
    public convenience init(cancel: @escaping @MainActor () -> Void) {
        self.init(onCancel: cancel, onDrop: nil)
    }
}
