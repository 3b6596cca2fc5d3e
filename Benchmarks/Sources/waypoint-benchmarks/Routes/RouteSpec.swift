/// A route of the generated table, independent of any router, so that every subject registers
/// exactly the same routes.
struct RouteSpec: Sendable {
    enum ValueKind: Sendable {
        case string, int, uuid
    }

    enum Segment: Sendable {
        case constant(String)
        case parameter(String, ValueKind)
        case wildcard
        case catchAll
    }

    /// One value a route's handler reads: by which name, as which type, from the path or the query.
    struct Read: Sendable {
        var name: String
        var kind: ValueKind
        var inQuery: Bool
    }

    struct Query: Sendable {
        var name: String
        var kind: ValueKind
        var defaultValue: String
    }

    var name: String
    var owner: String
    var segments: [Segment]
    var query: [Query]
    /// The pattern text shared by Waypoint and routing-kit: `cards/limits/:id/edit`, `help/**`.
    /// Made once with the route, like the string literal an app would write.
    let pattern: String
    /// What a handler of this route reads, in order: its captures (`*`, `**` as text), then its
    /// declared query items. Made once with the route, like the handler code an app would write.
    let reads: [Read]

    init(name: String, owner: String, segments: [Segment], query: [Query]) {
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

    var parameterCount: Int {
        segments.count { if case .parameter = $0 { true } else { false } }
    }

    var endsWithCatchAll: Bool {
        if case .catchAll = segments.last { true } else { false }
    }
}
