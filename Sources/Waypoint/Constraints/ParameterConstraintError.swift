/// A parameter value that breaks a constraint of its route, or a constraint on a parameter the
/// route does not have.
///
/// The hub fails the request with ``RoutingError/Kind/invalidParameter`` and this error as
/// ``RoutingError/underlying``. The value is shown cut to 40 characters, with its length, so an
/// over-long value is never echoed in full.
///
/// ```swift
/// if let problem = error.underlying as? ParameterConstraintError {
///     print(problem.parameter, problem.kind, problem.constraint)   // code tooLong at most 12 characters
/// }
/// ```
public struct ParameterConstraintError: Error, Sendable, CustomStringConvertible {
    /// What is wrong with the value.
    public let kind: Kind
    /// The route whose constraint it is.
    public let route: String
    /// The parameter (path parameter or query key).
    public let parameter: String
    /// The constraint the value breaks.
    public let constraint: ParameterConstraint
    /// The value as shown: cut to 40 characters, control characters replaced.
    public let found: String

    init(_ kind: Kind, route: String, parameter: String, constraint: ParameterConstraint, value: String) {
        self.kind = kind
        self.route = route
        self.parameter = parameter
        self.constraint = constraint
        self.found = LogText.bounded(value)
        self.shownValue = LogText.value(value)
    }

    private let shownValue: String

    public var description: String {
        switch kind {
        case .undeclared:
            "route `\(route)` constrains `\(parameter)`, which is none of its parameters; the constraint (\(constraint)) cannot hold"
        default:
            "parameter `\(parameter)` of route `\(route)`: \(shownValue) \(kind.problem); expected \(constraint)"
        }
    }

    /// The kind of a ``ParameterConstraintError``; compare with the static members.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        /// A stable name, e.g. `"tooLong"`.
        public let name: String
        fileprivate let problem: String

        private init(_ name: String, _ problem: String) {
            self.name = name
            self.problem = problem
        }

        /// A range constraint met a value that is not a (finite) number.
        public static let notANumber = Kind("notANumber", "is not a number")
        /// The number is outside the range.
        public static let outOfRange = Kind("outOfRange", "is out of range")
        /// The value is not one of the allowed values.
        public static let notAllowed = Kind("notAllowed", "is not an allowed value")
        /// The value has more characters than allowed.
        public static let tooLong = Kind("tooLong", "is too long")
        /// The value does not match the pattern.
        public static let mismatch = Kind("mismatch", "does not match")
        /// The constraint names a parameter the route does not have (checked per request,
        /// failing closed).
        public static let undeclared = Kind("undeclared", "is not a parameter of the route")

        public var description: String { name }
    }
}
