@_spi(Tooling) import WaypointRoutes

/// One problem `lint` found in a manifest that the route engine's own lint does not look for:
/// a constraint, a scheme or a host; with the manifest entry it is about.
///
/// ```swift
/// ManifestFinding(.error, "invalidHost", at: "configuration.hosts[1]", "host `@` is not a host name; …")
/// ```
struct ManifestFinding {
    var severity: RouteLintFinding.Severity
    /// A stable name such as `invalidConstraint`, printed in brackets.
    var kind: String
    /// The JSON path of the offending value: `routes[3].constraints.code`.
    var location: String
    /// The name of the route at `location`, when there is one.
    var route: String?
    var message: String

    init(_ severity: RouteLintFinding.Severity, _ kind: String, at location: String, route: String? = nil, _ message: String) {
        self.severity = severity
        self.kind = kind
        self.location = location
        self.route = route
        self.message = message
    }

    /// `error[invalidConstraint] routes[1].constraints.code `promo`: …`.
    var line: String {
        "\(severity.rawValue)[\(kind)] \(location)" + (route.map { " `\($0)`" } ?? "") + ": \(message)"
    }
}
