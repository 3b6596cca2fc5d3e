/// A pattern a whole parameter value must match: a small, linear-time subset of regular
/// expressions.
///
/// Supported: literal characters; `.` (any character); classes `[A-Z0-9_-]` and negated
/// classes `[^/]`; `\d` (a digit) and `\w` (a letter, digit or `_`), inside or outside classes;
/// `\` before any other character makes it literal; the quantifiers `?`, `*`, `+`, `{m}`,
/// `{m,}` and `{m,n}` (at most 1,000). The pattern always matches the *whole* value, so there
/// are no anchors; there are no groups, alternations or back-references.
///
/// Values come from outside the app, so matching must never be slow: the pattern compiles into
/// a list of states that is run as a set (no backtracking), which takes O(*n* × *m*) for a value
/// of *n* characters and a pattern of *m* states, whatever the pattern and the value. Matching
/// works on Unicode scalars.
///
/// ```swift
/// let code = try ValuePattern("[A-Z0-9]{4,12}")
/// code.matches("SUMMER26")     // true
/// code.matches("summer")       // false
/// ```
package struct ValuePattern: Sendable, Hashable, CustomStringConvertible {
    /// One state: what it accepts and how often.
    struct State: Sendable, Hashable {
        enum Repeat: Sendable, Hashable { case once, optional, any }
        let set: ScalarSet
        let repeats: Repeat
    }

    /// The pattern as written.
    package let source: String
    let states: [State]

    /// The most states a pattern may expand into (`[a-z]{3,5}` is five).
    static let maximumStates = 1_000

    /// Compiles a pattern.
    ///
    /// ```swift
    /// let reference = try ValuePattern(#"INV-\d{6}"#)
    /// ```
    ///
    /// - Parameter source: the pattern text.
    /// - Throws: ``RouteError`` naming the offset and what was expected there.
    package init(_ source: String) throws(RouteError) {
        self.source = source
        var parser = ValuePatternParser(source)
        self.states = try parser.parse()
    }

    /// Whether the whole of `value` matches.
    ///
    /// ```swift
    /// try ValuePattern("[a-z]+").matches("tv")   // true
    /// ```
    ///
    /// - Complexity: O(*n* × *m*) for *n* scalars of `value` and *m* states of the pattern.
    package func matches(_ value: String) -> Bool {
        let count = states.count
        var active = [Bool](repeating: false, count: count + 1)
        var next = active
        active[0] = true
        close(&active)
        for scalar in value.unicodeScalars {
            for index in 0...count { next[index] = false }
            var any = false
            for index in 0..<count where active[index] && states[index].set.contains(scalar) {
                switch states[index].repeats {
                case .once, .optional: next[index + 1] = true
                case .any: next[index] = true
                }
                any = true
            }
            guard any else { return false }
            swap(&active, &next)
            close(&active)
        }
        return active[count]
    }

    /// Adds the states reachable by skipping optional ones.
    private func close(_ active: inout [Bool]) {
        for index in 0..<states.count where active[index] && states[index].repeats != .once {
            active[index + 1] = true
        }
    }

    package var description: String { source }
}
