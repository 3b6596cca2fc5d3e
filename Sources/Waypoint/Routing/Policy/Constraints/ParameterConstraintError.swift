/// A parameter value that breaks a constraint of its route, or a constraint on a parameter the
/// route does not have.
///
/// The hub fails the request with `invalidParameter` and this error as
/// ``RoutingError/underlying``. The value is shown cut to 40 characters, with its length, so an
/// over-long value is never echoed in full. An app reads the routing error's kind and
/// description; the parts stay `package` for this package's tests and tools.
package struct ParameterConstraintError: Error, Sendable, CustomStringConvertible {
    /// What is wrong with the value.
    package let kind: Kind
    /// The route whose constraint it is.
    package let route: String
    /// The parameter (path parameter or query key).
    package let parameter: String
    /// The constraint the value breaks.
    package let constraint: RoutePolicy.ParameterConstraint
    /// The value as shown: cut to 40 characters, control characters replaced.
    package let found: String

    init(_ kind: Kind, route: String, parameter: String, constraint: RoutePolicy.ParameterConstraint, value: String) {
        self.kind = kind
        self.route = route
        self.parameter = parameter
        self.constraint = constraint
        self.found = LogText.bounded(value)
        self.shownValue = LogText.value(value)
    }

    private let shownValue: String

    package var description: String {
        switch kind {
        case .undeclared:
            "route `\(route)` constrains `\(parameter)`, which is none of its parameters; the constraint (\(constraint)) cannot hold"
        default:
            "parameter `\(parameter)` of route `\(route)`: \(shownValue) \(kind.problem); expected \(constraint)"
        }
    }

    /// The kind of a ``ParameterConstraintError``; compare with the static members.
    package struct Kind: Hashable, Sendable, CustomStringConvertible {
        /// A stable name, e.g. `"tooLong"`.
        package let name: String
        fileprivate let problem: String

        private init(_ name: String, _ problem: String) {
            self.name = name
            self.problem = problem
        }

        /// A range constraint met a value that is not a (finite) number.
        package static let notANumber = Kind("notANumber", "is not a number")
        /// The number is outside the range.
        package static let outOfRange = Kind("outOfRange", "is out of range")
        /// The value is not one of the allowed values.
        package static let notAllowed = Kind("notAllowed", "is not an allowed value")
        /// The value has more characters than allowed.
        package static let tooLong = Kind("tooLong", "is too long")
        /// The value does not match the pattern.
        package static let mismatch = Kind("mismatch", "does not match")
        /// The constraint names a parameter the route does not have (checked per request,
        /// failing closed).
        package static let undeclared = Kind("undeclared", "is not a parameter of the route")

        package var description: String { name }
    }
}
