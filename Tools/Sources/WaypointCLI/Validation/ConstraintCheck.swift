import WaypointManifest
@_spi(Tooling) import WaypointRoutes

/// The constraints of a manifest that `explain` would refuse to load, or that would fail every
/// request of their route, as `lint` findings.
///
/// A constraint `explain` refuses is one whose ``RouteManifest/ConstraintEntry/parameterConstraints()``
/// throws: the same function `explain` calls, so the two commands cannot disagree. A constraint
/// on a name the route does not have (`"cdoe"` for `code`) loads, but the hub then fails every
/// request of the route rather than skip the check; `lint` reports it too.
///
/// ```swift
/// ConstraintCheck.findings(in: manifest)
/// // [error[invalidConstraint] routes[1].constraints.code `promo`: `min` 9.0 is above `max` 1.0]
/// ```
enum ConstraintCheck {
    /// Every constraint problem, in manifest order.
    ///
    /// - Complexity: O(*c* · *p*) for *c* constraints on routes of *p* parameters, plus the
    ///   constraints' patterns' compilation.
    static func findings(in manifest: LoadedManifest) -> [ManifestFinding] {
        let routes = Dictionary(zip(manifest.routeIndices, manifest.routes), uniquingKeysWith: { first, _ in first })
        var findings: [ManifestFinding] = []
        for (index, entry) in manifest.declared.routes.enumerated() {
            for (parameter, constraint) in entry.constraints.sorted(by: { $0.key < $1.key }) {
                let location = "routes[\(index)].constraints.\(parameter)"
                do {
                    _ = try constraint.parameterConstraints()
                } catch {
                    findings.append(ManifestFinding(.error, "invalidConstraint", at: location, route: entry.name, error.message))
                }
                if let route = routes[index], !route.pattern.captureKeys.contains(parameter),
                    !route.query.contains(where: { $0.name == parameter })
                {
                    findings.append(
                        ManifestFinding(
                            .error, "undeclaredParameter", at: location, route: entry.name,
                            "route `\(entry.name)` has no parameter `\(parameter)`, so the hub fails every request of it"))
                }
            }
        }
        return findings
    }
}
