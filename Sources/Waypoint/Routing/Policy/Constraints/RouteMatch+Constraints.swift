@_spi(Tooling) import WaypointRoutes

extension RouteMatch {
    /// The first constraint of `constraints` this match breaks, in parameter-name order.
    ///
    /// - Complexity: the constraints' cost on each constrained value (patterns are linear).
    func violation(of constraints: [String: [RoutePolicy.ParameterConstraint]]) -> ParameterConstraintError? {
        for name in constraints.keys.sortedByPosition() {
            let rules = constraints[name] ?? []
            let declared = route.pattern.captureKeys.contains(name) || route.query.contains { $0.name == name }
            guard declared else {
                guard let rule = rules.first else { continue }
                return ParameterConstraintError(.undeclared, route: route.name, parameter: name, constraint: rule, value: "")
            }
            guard let value = parameters[name] ?? query[name] else { continue }
            for rule in rules {
                if let kind = rule.problem(with: value) {
                    return ParameterConstraintError(kind, route: route.name, parameter: name, constraint: rule, value: value)
                }
            }
        }
        return nil
    }
}
