extension Navigator {
    /// Opens `link`: keeps what already matches on display, removes what must go, builds the rest.
    ///
    /// The verb for views and app code (see ``Navigator/push(_:animated:fileID:line:)``): a link
    /// that cannot be opened from the current state changes nothing, reports a runtime warning
    /// in a debug build and returns `nil`. The built screens belong to the app; a coordinator's
    /// ``Coordinator/open(_:)`` builds them as its own and throws a typed failure.
    ///
    /// ```swift
    /// Button("Account") { navigator.open(DeepLink(Bank.account(id: 42, tab: "overview"))) }
    /// ```
    ///
    /// - Parameters:
    ///   - link: Where to go.
    ///   - animated: Whether the host animates the steps; `true` by default (a cold start never
    ///     animates, see ``Navigator``).
    ///   - fileID: The caller's file, named by the runtime warning; leave the default.
    ///   - line: The caller's line, named by the runtime warning; leave the default.
    /// - Returns: What was kept, removed and built, or `nil` when nothing changed.
    /// - Complexity: O(*n* + *m*) for *n* screens on display and *m* destinations in the link.
    @discardableResult
    public func open(
        _ link: DeepLink, animated: Bool = true, fileID: StaticString = #fileID, line: UInt = #line
    ) -> DeepLink.Resolution? {
        do {
            return try open(link, owner: .app, animated: animated)
        } catch {
            RuntimeWarning.report("open(\(link)) changed nothing: \(error)", fileID: fileID, line: line)
            return nil
        }
    }

    /// Opens `link` with the built screens owned by `owner`; the throwing form under
    /// ``open(_:animated:fileID:line:)`` and ``Coordinator/open(_:)``.
    ///
    /// Computes the target with ``DeepLink/resolve(in:makeScreen:)`` (new screens get fresh
    /// identities from this navigator) and commits it with ``setState(_:animated:)``, so the host
    /// performs only the steps between the two states.
    ///
    /// - Throws: ``NavigationError`` naming the link (`open(…)`) when it cannot be opened from
    ///   the current state; nothing changes then.
    @discardableResult
    package func open(_ link: DeepLink, owner: FlowID, animated: Bool = true) throws(NavigationError) -> DeepLink.Resolution {
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
