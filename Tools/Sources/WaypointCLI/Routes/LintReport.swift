import WaypointManifest
@_spi(Tooling) import WaypointRoutes

/// What `routes lint` prints: one entry per finding, errors first, then a summary line.
///
/// It reports everything another command would refuse or get wrong: invalid patterns, the
/// route engine's findings (conflicts, shadowed routes, duplicate names, overlapping types),
/// constraints `explain` cannot load or that fail every request (``ConstraintCheck``), and
/// schemes or hosts no URL can match (``URLConfigurationCheck``). Each finding names the
/// manifest entries it is about (``RoutePlaces``).
struct LintReport {
    /// One finding as lines: the first names severity, kind and place; the others (a pattern's
    /// caret diagram) follow indented.
    private struct Entry {
        var severity: RouteLintFinding.Severity
        var lines: [String]
    }

    var lines: [String] = []
    var errors = 0
    var warnings = 0

    init(_ manifest: LoadedManifest) {
        var entries: [Entry] = []
        for invalid in manifest.invalidRoutes {
            let text = PatternErrorText(invalid.error)
            let first = "error[invalidPattern] \(invalid.location) `\(invalid.name)`: \(text.sentence)"
            entries.append(Entry(severity: .error, lines: [first] + text.diagram))
        }
        if manifest.configuration.schemes.isEmpty && manifest.configuration.hosts.isEmpty {
            let line = "warning[noSchemes] configuration: no schemes and no hosts, so no URL can match"
            entries.append(Entry(severity: .warning, lines: [line]))
        }
        let checks = URLConfigurationCheck.findings(in: manifest.declared.configuration) + ConstraintCheck.findings(in: manifest)
        entries += checks.map { Entry(severity: $0.severity, lines: [$0.line]) }
        let places = RoutePlaces(manifest)
        for finding in RouteTable.lint(manifest.routes, configuration: manifest.configuration).sorted(by: Self.order) {
            let locations = places.locations(of: finding.routes)
            let location = locations.isEmpty ? "" : locations.joined(separator: ", ") + ": "
            let line = "\(finding.severity.rawValue)[\(finding.kind.name)] \(location)\(finding.message)"
            entries.append(Entry(severity: finding.severity, lines: [line]))
        }
        for entry in entries.filter({ $0.severity == .error }) + entries.filter({ $0.severity != .error }) {
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
