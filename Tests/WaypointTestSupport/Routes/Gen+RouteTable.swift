package import PropertyBased
@_spi(Tooling) import WaypointRoutes

extension Gen where Value == RouteSpec.Part {
    /// A random pattern segment, drawn as two small numbers so that it shrinks towards the
    /// simplest segment, the constant `a`: 50% constants, 20% typed parameters, 20% untyped ones,
    /// 10% wildcards and catch-alls.
    ///
    /// `index` names a parameter (`p0`, `p1`, …); a catch-all anywhere but `last` becomes a wildcard.
    fileprivate static func part(at index: Int, last: Bool, choice: Int, pick: Int) -> RouteSpec.Part {
        switch choice {
        case 0..<5: .constant(RouteSpec.constants[pick % RouteSpec.constants.count])
        case 5..<7: .parameter("p\(index)", RouteSpec.Kind.allCases[pick % RouteSpec.Kind.allCases.count])
        case 7..<9: .parameter("p\(index)", nil)
        default: last && pick % 2 == 1 ? .catchAll : .wildcard
        }
    }
}

extension Gen where Value == [RouteSpec] {
    /// Random route tables of at most `count` routes, free of lint errors.
    ///
    /// Each of up to `count` drawn routes (0–4 segments, only built-in, mutually disjoint
    /// parameter types) is kept when it leaves the table free of lint errors (no conflicts, no
    /// shadowing), so a table can hold fewer routes than drawn. Routes are named `r0`, `r1`, … by
    /// the order they were drawn in. A failing table shrinks by dropping routes, dropping
    /// segments and simplifying segments towards the constant `a`.
    ///
    /// ```swift
    /// await propertyCheck(input: Gen.routeTable(count: 25)) { specs in
    ///     let table = try RouteTable(specs.map { try $0.route() }, configuration: configuration)
    ///     …
    /// }
    /// // Failure occured with input [r0 "a/:p1", r3 "*"]. (shrunk down from 19 routes …)
    /// ```
    package static func routeTable(count: Int) -> AnyGenerator<[RouteSpec]> {
        let part = zip(Gen<Int>.int(in: 0...9), Gen<Int>.int(in: 0...4))
        let route = part.array(of: 0...4)
        return route.array(of: 0...count)
            .map { drawn in
                var specs: [RouteSpec] = []
                var routes: [Route] = []
                let configuration = URLConfiguration(schemes: ["nuapp"])
                for (number, shape) in drawn.enumerated() {
                    let parts = shape.enumerated().map { index, choice in
                        Gen<RouteSpec.Part>.part(at: index, last: index == shape.count - 1, choice: choice.0, pick: choice.1)
                    }
                    let spec = RouteSpec(name: "r\(number)", parts: parts)
                    guard let route = try? spec.route() else { continue }
                    let lint = RouteTable.lint(routes + [route], configuration: configuration)
                    if lint.allSatisfy({ $0.severity != .error }) {
                        specs.append(spec)
                        routes.append(route)
                    }
                }
                return specs
            }
            .eraseToAny()
    }
}
