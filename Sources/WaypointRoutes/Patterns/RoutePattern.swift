/// The path shape of a route: constant segments, named parameters, wildcards and a catch-all.
///
/// A pattern is written as segments separated by `/` (a leading `/` is allowed and ignored):
/// `card` is a constant, `:cardID` a named parameter that captures one segment, `*` a
/// wildcard that captures one segment under the key `"*"` (then `"*2"`, `"*3"`…), and a
/// trailing `**` a catch-all that captures one or more remaining segments under the key
/// `"**"`. The empty pattern (or `/`) is the root route. Invalid text is rejected with a
/// ``RoutePatternError`` that points at the offending character.
///
/// ```swift
/// let pattern = try RoutePattern("card/:cardID/block")
/// print(pattern.parameterNames)   // ["cardID"]
/// ```
public struct RoutePattern: Hashable, Sendable, CustomStringConvertible {
    /// The parsed segments, in order.
    ///
    /// ```swift
    /// try RoutePattern("help/*").segments   // [.constant("help"), .wildcard]
    /// ```
    public let segments: [Segment]

    /// Parses pattern text.
    ///
    /// ```swift
    /// let docs = try RoutePattern("docs/**")
    /// ```
    ///
    /// - Parameter text: The pattern, e.g. `"card/:cardID/block"`.
    /// - Throws: ``RoutePatternError`` naming the offending character offset when the text is
    ///   not a valid pattern (empty segment, `**` not last, empty or duplicate parameter name,
    ///   a character not allowed in a constant, a `.` or `..` segment).
    /// - Complexity: O(*n*) in the length of `text`.
    public init(_ text: String) throws(RoutePatternError) {
        segments = try PatternParser.parse(text)
    }

    init(segments: [Segment]) {
        self.segments = segments
    }

    /// The names of the named parameters, in order of appearance.
    ///
    /// ```swift
    /// try RoutePattern("card/:cardID/statements/:year").parameterNames   // ["cardID", "year"]
    /// ```
    public var parameterNames: [String] {
        segments.compactMap { if case .parameter(let name) = $0 { name } else { nil } }
    }

    /// The keys under which a match reports this pattern's captured values: parameter names,
    /// `"*"`, `"*2"`… for wildcards and `"**"` for the catch-all, in order of appearance.
    ///
    /// ```swift
    /// try RoutePattern("files/*/:name/**").captureKeys   // ["*", "name", "**"]
    /// ```
    public var captureKeys: [String] {
        var wildcards = 0
        return segments.compactMap { segment in
            switch segment {
            case .constant: return nil
            case .parameter(let name): return name
            case .wildcard:
                wildcards += 1
                return wildcards == 1 ? "*" : "*\(wildcards)"
            case .catchAll: return "**"
            }
        }
    }

    /// The pattern as text, without a leading slash; the root pattern prints as `/`.
    ///
    /// ```swift
    /// try RoutePattern("/card/:id").description   // "card/:id"
    /// ```
    public var description: String {
        segments.isEmpty ? "/" : segments.map(\.description).joined(separator: "/")
    }
}
