extension RouteError {
    /// The name of the route concerned: the route a URL matched but whose parameter or query
    /// failed, or the route a URL was built for.
    package var routeName: String? {
        get { details.routeName ?? details.route?.name }
        set { update { $0.routeName = newValue } }
    }
    /// The pattern concerned: a matched route's pattern, or the pattern that did not parse.
    package var pattern: String? {
        get { details.pattern ?? details.route?.pattern.description }
        set { update { $0.pattern = newValue } }
    }
    /// The path parameter, query key or typed route property concerned.
    package var parameter: String? {
        get { details.parameter }
        set { update { $0.parameter = newValue } }
    }
    /// The type or form the value needed, e.g. `"UUID"`.
    package var expected: String? {
        get { details.expected }
        set { update { $0.expected = newValue } }
    }
    /// The text that was found (decoded when it could be), or the offending scheme, host or segment.
    package var found: String? {
        get { details.found ?? details.foundRange.map(text(of:)) }
        set { update { $0.found = newValue; $0.foundRange = nil } }
    }
    /// For an unknown route: the deepest path prefix that matched some registered pattern.
    package var matchedPrefix: String? {
        get { details.matchedPrefix ?? details.matchedPrefixRange.map(text(of:)) }
        set { update { $0.matchedPrefix = newValue; $0.matchedPrefixRange = nil } }
    }
    /// For a URL the engine does not accept: what is wrong with it, or what was accepted.
    package var reason: String? {
        get { details.reason }
        set { update { $0.reason = newValue } }
    }
    /// For a pattern or a typed route: the offending text, or more about the failure.
    package var detail: String { details.detail }
    /// For a table: every error-severity finding, sorted.
    package var findings: [RouteLintFinding] { details.findings }
    /// For a typed route: the engine's error it wraps (a declaration that does not parse, a URL
    /// that cannot be built).
    package var underlying: RouteError? { details.underlying }

    /// Sets ``found`` and ``matchedPrefix`` as UTF-8 offsets in ``input``: their text is only
    /// made when read.
    mutating func setRanges(found: Range<Int>?, matchedPrefix: Range<Int>?) {
        update {
            $0.found = nil
            $0.foundRange = found
            $0.matchedPrefix = nil
            $0.matchedPrefixRange = matchedPrefix
        }
    }

    private func text(of range: Range<Int>) -> String {
        let utf8 = input.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        return String(decoding: utf8[start..<utf8.index(start, offsetBy: range.count)], as: UTF8.self)
    }
}
