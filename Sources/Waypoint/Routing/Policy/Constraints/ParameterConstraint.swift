import WaypointRoutes

extension RoutePolicy {
    /// A rule a path or query parameter's value must follow, declared with the route's policy.
    ///
    /// The route engine checks a value's *type* while matching; constraints check what the type
    /// cannot say: bounds, allowed values, length and shape. The hub checks them for every source
    /// after the source checks and before the guards, so a bad value never parks, never starts a
    /// login and never reaches a flow. A value the URL does not carry (an optional query key
    /// without default) is not checked. A failure is a ``RoutingError`` of kind
    /// `invalidParameter` whose description names the parameter, the problem
    /// and the constraint.
    ///
    /// ```swift
    /// RoutePolicy(
    ///     allowedSources: [.inApp, .universalLink],
    ///     constraints: [
    ///         "code": [.maximumLength(12), try .pattern("[A-Z0-9]+")],
    ///         "amount": [.range(1...10_000)],
    ///         "campaign": [.oneOf(["tv", "radio"])],
    ///     ]
    /// )
    /// ```
    public struct ParameterConstraint: Sendable, Hashable, CustomStringConvertible {
        package enum Rule: Sendable, Hashable {
            case integers(ClosedRange<Int>)
            case numbers(ClosedRange<Double>)
            case oneOf([String])
            case maximumLength(Int)
            case pattern(ValuePattern)
        }

        package let rule: Rule

        /// The value is a decimal integer within `range`.
        ///
        /// ```swift
        /// ParameterConstraint.range(1...9_999)
        /// ```
        public static func range(_ range: ClosedRange<Int>) -> ParameterConstraint { .init(rule: .integers(range)) }

        /// The value is a finite decimal number within `range` (`nan` and `inf` never are).
        ///
        /// ```swift
        /// ParameterConstraint.range(0.01...5_000.0)
        /// ```
        public static func range(_ range: ClosedRange<Double>) -> ParameterConstraint { .init(rule: .numbers(range)) }

        /// The value is exactly one of `values` (compared as decoded text, case-sensitively).
        ///
        /// ```swift
        /// ParameterConstraint.oneOf(["overview", "statements"])
        /// ```
        public static func oneOf(_ values: Set<String>) -> ParameterConstraint { .init(rule: .oneOf(values.sortedByPosition())) }

        /// The value has at most `count` characters.
        ///
        /// ```swift
        /// ParameterConstraint.maximumLength(64)
        /// ```
        public static func maximumLength(_ count: Int) -> ParameterConstraint { .init(rule: .maximumLength(max(0, count))) }

        /// The whole value matches `pattern`.
        package static func pattern(_ pattern: ValuePattern) -> ParameterConstraint { .init(rule: .pattern(pattern)) }

        /// The whole value matches the pattern `text`.
        ///
        /// ```swift
        /// let code = try ParameterConstraint.pattern("[A-Z0-9]{4,12}")
        /// ```
        ///
        /// - Throws: ``RouteError`` when the pattern does not compile.
        public static func pattern(_ text: String) throws(RouteError) -> ParameterConstraint {
            .init(rule: .pattern(try ValuePattern(text)))
        }

        /// The rule in words, e.g. "an integer in 1...9999", "at most 12 characters".
        public var description: String {
            switch rule {
            case .integers(let range): "an integer in \(range.lowerBound)...\(range.upperBound)"
            case .numbers(let range): "a number in \(range.lowerBound)...\(range.upperBound)"
            case .oneOf(let values): "one of " + values.map { "`\($0)`" }.joined(separator: ", ")
            case .maximumLength(let count): "at most \(count) characters"
            case .pattern(let pattern): "matching `\(pattern)`"
            }
        }

        /// What is wrong with `value`, or `nil` when it follows the rule.
        func problem(with value: String) -> ParameterConstraintError.Kind? {
            switch rule {
            case .integers(let range):
                guard let number = Int(value) else { return .notANumber }
                return range.contains(number) ? nil : .outOfRange
            case .numbers(let range):
                guard let number = Double(value), number.isFinite else { return .notANumber }
                return range.contains(number) ? nil : .outOfRange
            case .oneOf(let values):
                return values.contains(value) ? nil : .notAllowed
            case .maximumLength(let count):
                return value.utf8.count <= count || value.count <= count ? nil : .tooLong
            case .pattern(let pattern):
                return pattern.matches(value) ? nil : .mismatch
            }
        }
    }
}
