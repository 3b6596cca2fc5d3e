extension RouteTable {
    /// Matches a URL to a route, with its typed path parameters and query values.
    ///
    /// Accepts configured custom schemes (`nuapp://card/42`, the host being the first segment),
    /// `http`/`https` with a configured host (`https://bank.example/card/42`) and bare paths
    /// (`/card/42`). A trailing slash is tolerated and the fragment ignored. Per segment a
    /// constant beats a typed parameter whose conversion succeeds, which beats an untyped
    /// parameter, then `*`, then `**`; a failed conversion falls through to the next candidate.
    /// Only captured values are percent-decoded, once.
    ///
    /// ```swift
    /// let match = try table.match("nuapp://card/42/block?reason=lost")
    /// print(match.route.name, match.parameters["cardID"] ?? "", match.query["reason"] ?? "")
    /// ```
    /// - Parameter url: The URL text.
    /// - Returns: The match.
    /// - Throws: ``RouteError`` — invalid URL, unsupported scheme or host, unknown route
    ///   (with suggestions), invalid parameter, missing or invalid query parameter.
    /// - Complexity: O(*m*) in the URL's length for a given table, independent of the number of
    ///   routes (backtracking is bounded by the alternatives of the few segments involved).
    public func match(_ url: String) throws(RouteError) -> RouteMatch {
        try match(url, checksUndeclared: true)
    }

    /// Matches a URL like ``match(_:)``, but skips the query pairs its route does not declare
    /// without reading them: a pair whose key or value does not decode fails nothing here.
    ///
    /// For a caller that drops those pairs anyway — the hub reduces an external link to what
    /// its route declares (``RouteMatch/reducedToDeclaredQuery()``) — so that a link is
    /// matched once, before the reduction, and not refused for data nobody will read.
    ///
    /// - Parameter url: The URL text.
    /// - Returns: The match; its ``RouteMatch/extraQuery`` is only safe to read after the reduction.
    /// - Throws: ``RouteError`` as ``match(_:)`` does, except for undeclared pairs.
    /// - Complexity: that of ``match(_:)``.
    package func matchIgnoringUndeclaredQuery(_ url: String) throws(RouteError) -> RouteMatch {
        try match(url, checksUndeclared: false)
    }

    @inline(__always)
    private func match(_ url: String, checksUndeclared: Bool) throws(RouteError) -> RouteMatch {
        matchRecorder?.record(url)
        // Everything is written in place here (no large value travels back through closures).
        let storage = storage
        var outcome = MatchOutcome()
        outcome.checksUndeclared = checksUndeclared
        if url.utf8.withContiguousStorageIfAvailable({ storage.match(bytes: $0, url: url, into: &outcome) }) == nil {
            var copy = url
            copy.makeContiguousUTF8()
            copy.withUTF8 { storage.match(bytes: $0, url: url, into: &outcome) }
        }
        let route = outcome.route
        guard route >= 0 else { throw outcome.failure ?? RouteError(.invalidURL, url: url) }
        let queryRange = outcome.queryRange
        // Moved out of the outcome, not copied: the slots go into the values as they are.
        let path = outcome.path.take()
        let query = outcome.query.take()
        let layout = storage.compiled(route).layout
        return RouteMatch(
            table: storage, routeIndex: route,
            parameters: RouteMatch.Values(url: url, layout: layout, slots: path),
            // Values without slots never read the URL (the match's URL is its parameters').
            query: RouteMatch.Values(url: query.count == 0 ? "" : url, layout: layout, slots: query),
            queryRange: queryRange)
    }
}
