import Waypoint
import WaypointManifest

extension RouteManifest.ConstraintEntry {
    /// Why a manifest constraint cannot become the hub's constraints, in words.
    struct Invalid: Error {
        let message: String
    }

    /// The hub's constraints for this entry: the one check `explain` (which loads them into the
    /// hub) and `lint` (which reports every entry that fails it) share, so that `lint` passes
    /// exactly the constraints `explain` accepts.
    ///
    /// ```swift
    /// // {"min": 1, "max": 500, "pattern": "[0-9]+"}
    /// try entry.parameterConstraints()   // [.range(1...500), .pattern("[0-9]+")]
    /// // {"min": 9, "max": 1}
    /// try entry.parameterConstraints()   // throws: `min` 9.0 is above `max` 1.0
    /// ```
    ///
    /// - Returns: a range (integral bounds make an integer range), `oneOf`, `maxLength` and
    ///   `pattern`, in that order, for the fields given.
    /// - Throws: ``Invalid`` for a range with one bound, bounds in the wrong order or not
    ///   finite, a negative `maxLength`, a pattern `RoutePolicy.ParameterConstraint.pattern(_:)` refuses (a
    ///   quantifier over its limit among them), or an entry with no constraint at all.
    func parameterConstraints() throws(Invalid) -> [RoutePolicy.ParameterConstraint] {
        var constraints: [RoutePolicy.ParameterConstraint] = []
        switch (min, max) {
        case (nil, nil): break
        case (let low?, let high?):
            guard low.isFinite, high.isFinite else { throw Invalid(message: "`min` and `max` must be finite numbers") }
            guard low <= high else { throw Invalid(message: "`min` \(low) is above `max` \(high)") }
            if let lowInt = Int(exactly: low), let highInt = Int(exactly: high) {
                constraints.append(.range(lowInt...highInt))
            } else {
                constraints.append(.range(low...high))
            }
        default: throw Invalid(message: "a range needs both `min` and `max`")
        }
        if let oneOf { constraints.append(.oneOf(Set(oneOf))) }
        if let maxLength {
            guard maxLength >= 0 else { throw Invalid(message: "`maxLength` must not be negative") }
            constraints.append(.maximumLength(maxLength))
        }
        if let pattern {
            do {
                constraints.append(try .pattern(pattern))
            } catch {
                throw Invalid(message: "\(error)")
            }
        }
        guard !constraints.isEmpty else {
            throw Invalid(message: "no constraint; expected `min`/`max`, `oneOf`, `maxLength` or `pattern`")
        }
        return constraints
    }
}
