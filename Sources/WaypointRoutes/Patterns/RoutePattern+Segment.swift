extension RoutePattern {
    /// One segment of a `RoutePattern`.
    ///
    /// ```swift
    /// let segment = RoutePattern.Segment.parameter("cardID")
    /// print(segment)   // ":cardID"
    /// ```
    public enum Segment: Hashable, Sendable, CustomStringConvertible {
        /// A constant segment that must appear exactly (e.g. `card`).
        case constant(String)
        /// A named parameter capturing one segment (e.g. `:cardID`).
        case parameter(String)
        /// `*`: any one segment.
        case wildcard
        /// `**`: one or more remaining segments; only allowed last.
        case catchAll

        /// The segment as written in pattern text.
        ///
        /// ```swift
        /// RoutePattern.Segment.catchAll.description   // "**"
        /// ```
        public var description: String {
            switch self {
            case .constant(let text): text
            case .parameter(let name): ":" + name
            case .wildcard: "*"
            case .catchAll: "**"
            }
        }
    }
}
