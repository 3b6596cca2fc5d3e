import WaypointManifest
import WaypointRoutes

/// What `routes lint` prints: one entry per finding, errors first, then a summary line.
struct LintReport {
    var lines: [String] = []
    var errors = 0
    var warnings = 0

    init(_ manifest: LoadedManifest) {
        var entries: [(severity: RouteLintFinding.Severity, lines: [String])] = []
        for invalid in manifest.invalidRoutes {
            let text = PatternErrorText(invalid.error)
            let first = "error[invalidPattern] \(invalid.location) `\(invalid.name)`: \(text.sentence)"
            entries.append((.error, [first] + text.diagram))
        }
        if manifest.configuration.schemes.isEmpty && manifest.configuration.hosts.isEmpty {
            entries.append((.warning, ["warning[noSchemes] configuration: no schemes and no hosts, so no URL can match"]))
        }
        let findings = RouteTable.lint(manifest.routes, configuration: manifest.configuration)
        let places = RoutePlaces(manifest)
        for finding in findings.sorted(by: Self.order) {
            let locations = places.locations(of: finding.routes)
            let location = locations.isEmpty ? "" : locations.joined(separator: ", ") + ": "
            entries.append(
                (finding.severity, ["\(finding.severity.rawValue)[\(finding.kind.name)] \(location)\(finding.message)"]))
        }
        for entry in entries.sorted(by: { $0.severity < $1.severity }) {
            lines.append(entry.lines[0])
            lines += entry.lines.dropFirst().map { "    " + $0 }
            if entry.severity == .error { errors += 1 } else { warnings += 1 }
        }
        let total = manifest.routes.count + manifest.invalidRoutes.count
        lines.append(
            entries.isEmpty
                ? "\(manifest.file): \(total) routes, no findings"
                : "\(manifest.file): \(Self.count(errors, "error")), \(Self.count(warnings, "warning")) in \(total) routes"
        )
    }

    private static func order(_ left: RouteLintFinding, _ right: RouteLintFinding) -> Bool {
        (left.severity, left.kind.name, left.message) < (right.severity, right.kind.name, right.message)
    }

    static func count(_ value: Int, _ noun: String) -> String {
        "\(value) \(noun)\(value == 1 ? "" : "s")"
    }
}
