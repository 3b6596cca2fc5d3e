import WaypointManifest
@_spi(Tooling) import WaypointRoutes

/// The manifest entries a route engine finding is about: `routes[0], routes[2]`.
///
/// Routes compare by name, so two entries of one name (the very case of a `duplicateName`
/// finding) cannot be told apart by it. Each route of a finding is matched to the first entry
/// not yet used with the same name, pattern and owner; two entries alike in all three are
/// interchangeable, and each still gets its own place.
///
/// ```swift
/// let places = RoutePlaces(manifest)
/// places.locations(of: finding.routes)   // ["routes[1]", "routes[3]"]
/// ```
struct RoutePlaces {
    private struct Key: Hashable {
        var name: String
        var pattern: String
        var owner: String

        init(_ route: Route) {
            name = route.name
            pattern = route.pattern.description
            owner = route.owner
        }
    }

    private var entries: [Key: [Int]] = [:]

    init(_ manifest: LoadedManifest) {
        for (route, index) in zip(manifest.routes, manifest.routeIndices) {
            entries[Key(route), default: []].append(index)
        }
    }

    /// `routes[i]` for each route, in manifest order.
    ///
    /// - Complexity: O(*k* · *d*) for *k* routes with at most *d* alike entries each.
    func locations(of routes: [Route]) -> [String] {
        var used: Set<Int> = []
        var indices: [Int] = []
        for route in routes {
            guard let index = entries[Key(route)]?.first(where: { !used.contains($0) }) else { continue }
            used.insert(index)
            indices.append(index)
        }
        return indices.sorted().map { "routes[\($0)]" }
    }
}
