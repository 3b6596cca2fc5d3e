extension RoutingHub {
    /// The URL a request from `source` is known by: for external sources, reduced to the query
    /// keys the route it names declares (after the backend's redirects), without fragment;
    /// other sources' URLs are unchanged. A URL that names no route keeps no query at all.
    ///
    /// - Complexity: for an external URL with a query or fragment, one route match per redirect.
    func trusted(_ url: String, from source: RequestSource) -> TrustedURL {
        guard source.isExternal, TrustedURL.mayReduce(url) else { return TrustedURL(unchanged: url) }
        return TrustedURL(url, declaredKeys: declaredQueryKeys(for: url))
    }

    /// The query keys declared by the route `url` leads to, following the overrides' redirects
    /// (which carry the query); none when it leads to no route.
    private func declaredQueryKeys(for url: String) -> Set<String> {
        var url = url
        for _ in 0..<configuration.maximumRedirects {
            guard let target = overrides.redirectTarget(for: url) else { break }
            url = target
        }
        let route: Route?
        do {
            route = try table.match(url).route
        } catch {
            route = error.routeName.flatMap { table.route(named: $0) }
        }
        return Set(route?.query.map(\.name) ?? [])
    }
}
