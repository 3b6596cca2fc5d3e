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
    var pattern: String {
        segments.map { segment in
            switch segment {
            case .constant(let text): text
            case .parameter(let name, _): ":" + name
            case .wildcard: "*"
            case .catchAll: "**"
            }
        }.joined(separator: "/")
    }

    var parameterCount: Int {
        segments.count { if case .parameter = $0 { true } else { false } }
    }

    var endsWithCatchAll: Bool {
        if case .catchAll = segments.last { true } else { false }
    }
}
