/// Why routes could not be registered; nothing was registered.
///
/// Carries every blocking finding: same-shape conflicts (naming both routes and their
/// owners), shadowed routes, duplicate names.
///
/// ```swift
/// do { _ = try RouteTable(routes, configuration: configuration) } catch {
///     for finding in error.findings { print(finding) }
/// }
/// ```
public struct RouteTableError: Error, CustomStringConvertible {
    /// The kind of the first finding (``RouteLintFinding/Kind/conflict``, ``RouteLintFinding/Kind/shadowed``…).
    public let kind: RouteLintFinding.Kind
    /// Every error-severity finding, sorted.
    public let findings: [RouteLintFinding]

    init(findings: [RouteLintFinding]) {
        self.kind = findings.first?.kind ?? .conflict
        self.findings = findings
    }

    /// One line per finding.
    ///
    /// ```swift
    /// // cannot register routes: routes `a` `card/:id` (Cards) and `b` `card/:cardID` (Accounts) have the same shape…
    /// print(error)
    /// ```
    public var description: String {
        "cannot register routes: " + findings.map(\.message).joined(separator: "; ")
    }
}
