extension RouteError {
    /// Routes that cannot be registered together: every error-severity finding (same-shape
    /// conflicts naming both routes and their owners, shadowed routes, duplicate names). The
    /// kind is the first finding's.
    init(findings: [RouteLintFinding]) {
        let first = findings.first
        let names = first?.routes.map(\.name).joined(separator: ", ") ?? ""
        self.init(Kind(name: first?.kind.name ?? Kind.conflict.name), origin: .table, input: names)
        details.findings = findings
    }
}
