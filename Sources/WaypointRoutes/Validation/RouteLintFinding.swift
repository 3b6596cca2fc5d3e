/// One problem (or hint) found in a set of routes: what, how serious, and which routes.
///
/// ```swift
/// for finding in RouteTable.lint(routes, configuration: configuration) {
///     print(finding.severity, finding.kind.name, finding.message)
/// }
/// ```
@_spi(Tooling) public struct RouteLintFinding: Sendable, Hashable, CustomStringConvertible {
    /// How serious a finding is.
    ///
    /// ```swift
    /// let blocking = findings.filter { $0.severity == .error }
    /// ```
    public enum Severity: String, Sendable, Hashable, Comparable {
        /// The routes cannot form a table (``RouteTable/init(_:configuration:)`` throws).
        case error
        /// The table works, but its behaviour may surprise.
        case warning

        /// Errors sort before warnings.
        ///
        /// ```swift
        /// RouteLintFinding.Severity.error < .warning   // true
        /// ```
        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            lhs == .error && rhs == .warning
        }
    }

    /// The kind of finding, with a stable ``name``.
    ///
    /// ```swift
    /// if finding.kind == .conflict { print(finding.routes.map(\.owner)) }
    /// ```
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        /// The stable identifier, e.g. `"conflict"`.
        ///
        /// ```swift
        /// print(finding.kind.name)   // "conflict"
        /// ```
        public let name: String
        /// Two routes with the same shape (`card/:id` and `card/:cardID`).
        public static let conflict = Kind(name: "conflict")
        /// A route that can never win: another route matches every URL it matches, first.
        public static let shadowed = Kind(name: "shadowed")
        /// Two routes with the same name.
        public static let duplicateName = Kind(name: "duplicateName")
        /// Typed parameters of different types at the same place whose conversions may overlap.
        public static let overlappingTypes = Kind(name: "overlappingTypes")

        /// The stable ``name``.
        ///
        /// ```swift
        /// print(RouteLintFinding.Kind.shadowed)   // "shadowed"
        /// ```
        public var description: String { name }
    }

    /// Error or warning.
    public let severity: Severity
    /// What was found.
    public let kind: Kind
    /// The routes involved; the first is the one the finding is about.
    public let routes: [Route]
    /// A sentence naming the routes, their patterns and owners.
    public let message: String

    /// `error[conflict]: …`.
    ///
    /// ```swift
    /// print(finding)   // "error[conflict]: routes `a` …"
    /// ```
    public var description: String { "\(severity.rawValue)[\(kind.name)]: \(message)" }
}
