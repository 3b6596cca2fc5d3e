/// A route of the generated table, independent of any router, so that every subject registers
/// exactly the same routes.
package struct RouteSpec: Sendable {
    package enum ValueKind: Sendable {
        case string, int, uuid
    }

    package enum Segment: Sendable {
        case constant(String)
        case parameter(String, ValueKind)
        case wildcard
        case catchAll
    }

    /// One value a route's handler reads: by which name, as which type, from the path or the query.
    package struct Read: Sendable {
        package var name: String
        package var kind: ValueKind
        package var inQuery: Bool
    }

    package struct Query: Sendable {
        package var name: String
        package var kind: ValueKind
        package var defaultValue: String
    }

    package var name: String
    package var owner: String
    package var segments: [Segment]
    package var query: [Query]
    /// The pattern text shared by Waypoint and routing-kit: `cards/limits/:id/edit`, `help/**`.
    /// Made once with the route, like the string literal an app would write.
    package let pattern: String
    /// What a handler of this route reads, in order: its captures (`*`, `**` as text), then its
    /// declared query items. Made once with the route, like the handler code an app would write.
    package let reads: [Read]

    package init(name: String, owner: String, segments: [Segment], query: [Query]) {
        self.name = name
        self.owner = owner
        self.segments = segments
        self.query = query
        pattern = segments.map { segment in
            switch segment {
            case .constant(let text): text
            case .parameter(let name, _): ":" + name
            case .wildcard: "*"
            case .catchAll: "**"
            }
        }.joined(separator: "/")
        var wildcards = 0
        reads = segments.compactMap { segment in
            switch segment {
            case .constant: return nil
            case .parameter(let name, let kind): return Read(name: name, kind: kind, inQuery: false)
            case .wildcard:
                wildcards += 1
                return Read(name: wildcards == 1 ? "*" : "*\(wildcards)", kind: .string, inQuery: false)
            case .catchAll: return Read(name: "**", kind: .string, inQuery: false)
            }
        } + query.map { Read(name: $0.name, kind: $0.kind, inQuery: true) }
    }

    package var parameterCount: Int {
        segments.count { if case .parameter = $0 { true } else { false } }
    }

    package var endsWithCatchAll: Bool {
        if case .catchAll = segments.last { true } else { false }
    }
}
