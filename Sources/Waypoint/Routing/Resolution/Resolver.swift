import WaypointRoutes

/// Resolves routing requests: the one place that turns a URL and its source into a decision.
///
/// A request goes through the steps in this order, each once: the backend's redirects, the
/// route match, the trust reduction of an external link, the window it asks for
/// (``locate(_:from:)``), then the route's policy, the guards and the busy-screen rule
/// (``resolve(_:source:sourceApplication:session:isBusy:recordingSteps:)``). A guard's
/// redirect or a disabled route's fallback is a new URL and is located like the first.
///
/// The resolver holds a snapshot of what the hub knows — routes, registrations, overrides,
/// guards, limits — and changes nothing: the hub acts on the ``Resolution`` it returns. Only the
/// guards, the app's own code, run during a resolution.
@MainActor struct Resolver {
    let table: RouteTable
    /// The registration of each route of ``table``, by `RouteMatch.routeIndex`.
    let registrations: [RoutingHub.Registration?]
    let overrides: RouteOverrides
    let guards: [RoutingGuard]
    let maximumRedirects: Int
    let webHosts: RoutingHub.Configuration.WebHostAllowList
    /// Stamped on each location, so the hub knows when one is out of date.
    let generation: UInt64

    /// Follows the overrides' redirects from `url`, matches the URL they lead to once, and
    /// for an external `source` reduces every URL on the way to the query that route declares.
    ///
    /// - Complexity: one route match, plus one redirect look-up per redirect.
    func locate(_ url: String, from source: RequestSource) -> RouteLocation {
        let external = source.isExternal
        var hops = [url]
        while let next = overrides.redirectTarget(for: hops[hops.count - 1], ignoringUndeclaredQuery: external) {
            hops.append(next)
            if hops.count - 1 > maximumRedirects { return located(hops, found: .redirectLoop, route: nil, external: external) }
        }
        do {
            let target = hops[hops.count - 1]
            var match = external ? try table.matchIgnoringUndeclaredQuery(target) : try table.match(target)
            var targetReduction: QueryReduction?
            if external { (match, targetReduction) = match.reducedToDeclaredQuery() }
            let found = RouteLocation.Found.route(match, registration(of: match))
            return located(hops, found: found, route: match.route, external: external, targetReduction: targetReduction)
        } catch {
            guard external else { return located(hops, found: .failure(error), route: nil, external: false) }
            // A route the URL named but did not satisfy still says which keys it may keep.
            let route = error.routeName.flatMap { table.route(named: $0) }
            let reduction = reduce(hops[hops.count - 1], to: route)
            return located(
                hops, found: .failure(error.reported(as: reduction.url)), route: route, external: true, targetReduction: reduction)
        }
    }

    /// The registration of the route a match of ``table`` found.
    func registration(of match: RouteMatch) -> RoutingHub.Registration? {
        registrations.indices.contains(match.routeIndex) ? registrations[match.routeIndex] : nil
    }

    private func located(
        _ hops: [String], found: RouteLocation.Found, route: Route?, external: Bool, targetReduction: QueryReduction? = nil
    ) -> RouteLocation {
        guard external else {
            return RouteLocation(
                url: hops[0], droppedKeys: [], droppedFragment: false, redirects: Self.pairs(hops), droppedTargetKeys: [],
                target: hops[hops.count - 1], found: found, generation: generation)
        }
        // Every URL on the way keeps what the route at the end declares: a redirect carries the
        // query over, so each is reduced the same way (none is matched again).
        let reductions = hops.indices.map { index in
            index == hops.count - 1 ? targetReduction ?? reduce(hops[index], to: route) : reduce(hops[index], to: route)
        }
        let door = reductions[0]
        let last = reductions[reductions.count - 1]
        let targetKeys = hops.count > 1 ? last.droppedKeys.filter { !door.droppedKeys.contains($0) } : []
        return RouteLocation(
            url: door.url, droppedKeys: LogText.names(door.droppedKeys), droppedFragment: door.droppedFragment,
            redirects: Self.pairs(reductions.map(\.url)), droppedTargetKeys: LogText.names(targetKeys), target: last.url,
            found: found, generation: generation)
    }

    private func reduce(_ url: String, to route: Route?) -> QueryReduction {
        route?.reducedToDeclaredQuery(url) ?? .withoutQuery(url)
    }

    private static func pairs(_ hops: [String]) -> [(from: String, to: String)] {
        hops.count < 2 ? [] : (1..<hops.count).map { (from: hops[$0 - 1], to: hops[$0]) }
    }
}
