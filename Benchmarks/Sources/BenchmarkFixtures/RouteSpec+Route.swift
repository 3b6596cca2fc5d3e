package import WaypointRoutes

extension RouteSpec {
    /// The route as a Waypoint app declares it: the same pattern, each path parameter and query
    /// item in its declared type, the module that owns it.
    ///
    /// ```swift
    /// let route = try RouteTableGenerator.routes(count: 10)[1].route()
    /// // Route("cards.statements.detail", "cards/statements/:id", parameters: ["id": .uuid], …)
    /// ```
    ///
    /// - Throws: the `Route` initialiser's error if the pattern were invalid (the generator
    ///   makes none).
    package func route() throws -> Route {
        var parameters: [String: Route.ParameterType] = [:]
        for segment in segments {
            if case .parameter(let name, let kind) = segment { parameters[name] = kind.parameterType }
        }
        return try Route(
            name,
            pattern,
            parameters: parameters,
            query: query.map { .optional($0.name, $0.kind.parameterType, default: $0.defaultValue) },
            owner: owner
        )
    }
}

extension RouteSpec.ValueKind {
    /// Waypoint's name for this kind of value.
    var parameterType: Route.ParameterType {
        switch self {
        case .string: .string
        case .int: .int
        case .uuid: .uuid
        }
    }
}
