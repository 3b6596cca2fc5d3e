extension RouteError {
    /// Routes that cannot be registered together: every error-severity finding (same-shape
    /// conflicts naming both routes and their owners, shadowed routes, duplicate names). The
    /// kind is the first finding's.
    init(findings: [RouteLintFinding]) {
        let names = findings.first?.routes.map(\.name) ?? []
        self.init(Kind(name: findings.first?.kind.name ?? "conflict"), origin: .table, input: names.joined(separator: ", "))
        details.findings = findings
    }
}
