/// The values a match captured: decoded text and the typed value its ``ParameterType`` produced.
///
/// ```swift
/// let match = try table.match("nuapp://card/3F2504E0-4F89-11D3-9A0C-0305E82C3301/block?reason=lost")
/// let id: UUID? = match.parameters.value("cardID")
/// let reason = match.query["reason"]            // "lost"
/// ```
public struct RouteValues: Sendable, CustomStringConvertible {
    struct Entry: Sendable {
        let name: String
        let text: String
        let value: any Sendable
    }

    /// Path and query values of one match share one array (one allocation); each view is a range.
    private let storage: [Entry]
    private let range: Range<Int>

    init(_ entries: [Entry], range: Range<Int>? = nil) {
        self.storage = entries
        self.range = range ?? entries.indices
    }

    var entries: ArraySlice<Entry> { storage[range] }

    /// No values.
    ///
    /// ```swift
    /// RouteValues.empty.isEmpty   // true
    /// ```
    public static let empty = RouteValues([])

    /// The decoded text of a value, or `nil` when there is none of that name.
    ///
    /// ```swift
    /// match.parameters["cardID"]   // "3F2504E0-4F89-11D3-9A0C-0305E82C3301"
    /// ```
    /// - Parameter name: A parameter name, `"*"`, `"*2"`… for wildcards or `"**"` for the catch-all.
    /// - Complexity: O(*k*) in the number of values (a handful).
    public subscript(_ name: String) -> String? {
        entries.first { $0.name == name }?.text
    }

    /// The typed value produced by the declared ``ParameterType``, or `nil` when there is no
    /// value of that name or it is not a `T`.
    ///
    /// ```swift
    /// let year = match.parameters.value("year", as: Int.self)
    /// ```
    /// - Parameters:
    ///   - name: The parameter name.
    ///   - type: The expected type (`String` for untyped parameters).
    /// - Returns: The typed value, or `nil`.
    public func value<T>(_ name: String, as type: T.Type = T.self) -> T? {
        entries.first { $0.name == name }?.value as? T
    }

    /// The names of the values, in pattern (or declaration) order.
    ///
    /// ```swift
    /// match.parameters.names   // ["cardID"]
    /// ```
    public var names: [String] { entries.map(\.name) }

    /// Whether there are no values.
    ///
    /// ```swift
    /// if match.query.isEmpty { print("no query") }
    /// ```
    public var isEmpty: Bool { entries.isEmpty }

    /// The decoded texts by name (the form ``RouteTable/url(for:parameters:query:)`` accepts).
    ///
    /// ```swift
    /// let again = try table.url(for: match.route.name, parameters: match.parameters.texts)
    /// ```
    public var texts: [String: String] {
        Dictionary(entries.map { ($0.name, $0.text) }, uniquingKeysWith: { first, _ in first })
    }

    /// `name=text` pairs in order, e.g. `cardID=42, page=1`.
    ///
    /// ```swift
    /// print(match.parameters)   // "cardID=42"
    /// ```
    public var description: String {
        entries.map { "\($0.name)=\($0.text)" }.joined(separator: ", ")
    }
}
