extension Navigator {
    /// Opens `link`: keeps what already matches on display, removes what must go, builds the rest.
    ///
    /// Computes the target with ``DeepLink/resolve(in:makeScreen:)`` (new screens get fresh
    /// identities from this navigator) and commits it with ``setState(_:animated:)``, so the host
    /// performs only the steps between the two states.
    ///
    /// ```swift
    /// try navigator.open(DeepLink(Bank.account(id: 42, tab: "overview")))
    /// ```
    ///
    /// - Parameters:
    ///   - link: Where to go.
    ///   - owner: The flow that owns the built screens; the app itself by default.
    ///   - animated: Whether the host animates the steps; `true` by default (a cold start never
    ///     animates, see ``Navigator``).
    /// - Returns: What was kept, removed and built.
    /// - Throws: ``NavigationError`` naming the link (`open(…)`) when it cannot be opened from
    ///   the current state; nothing changes then.
    /// - Complexity: O(*n* + *m*) for *n* screens on display and *m* destinations in the link.
    @discardableResult
    public func open(_ link: DeepLink, owner: FlowID = .app, animated: Bool = true) throws(NavigationError) -> DeepLinkResolution {
        let resolution = try link.resolve(in: state) { makeScreen($0, owner: owner) }
        guard !resolution.isAlreadyOpen else { return resolution }
        do {
            try setState(resolution.target, animated: animated)
        } catch {
            throw error.with(input: "open(\(link))")
        }
        return resolution
    }
}
