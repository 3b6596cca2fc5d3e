/// Which URLs a ``RouteTable`` accepts and how it compares paths.
///
/// With a custom scheme the host is the first path segment (`nuapp://card/42` has the path
/// `card/42`); with `http`/`https` the host must be one of ``hosts`` and the path follows it
/// (`https://bank.example/card/42`). Both reach the same route. Scheme and host compare
/// case-insensitively; the path compares case-sensitively unless ``caseInsensitivePaths``
/// (ASCII letters only). A string without a scheme (`/card/42` or `card/42`) is matched as a path.
///
/// ```swift
/// let configuration = URLConfiguration(schemes: ["nuapp"], hosts: ["bank.example"])
/// ```
public struct URLConfiguration: Sendable, Hashable {
    /// Accepted custom schemes, lowercased.
    ///
    /// ```swift
    /// URLConfiguration(schemes: ["NuApp"]).schemes   // ["nuapp"]
    /// ```
    public let schemes: Set<String>
    /// Accepted web hosts for `http`/`https` universal links, lowercased.
    ///
    /// ```swift
    /// URLConfiguration(schemes: [], hosts: ["Bank.Example"]).hosts   // ["bank.example"]
    /// ```
    public let hosts: Set<String>
    /// Whether constant path segments compare ignoring ASCII case.
    ///
    /// ```swift
    /// URLConfiguration(schemes: ["nuapp"]).caseInsensitivePaths   // false
    /// ```
    public let caseInsensitivePaths: Bool

    /// Creates a configuration.
    ///
    /// ```swift
    /// let configuration = URLConfiguration(schemes: ["nuapp"], hosts: ["bank.example"],
    ///                                      caseInsensitivePaths: true)
    /// ```
    /// - Parameters:
    ///   - schemes: Custom schemes whose URLs carry the first segment in the host position.
    ///   - hosts: Web hosts accepted with `http` and `https`.
    ///   - caseInsensitivePaths: Compare constant segments ignoring ASCII case.
    public init(schemes: Set<String>, hosts: Set<String> = [], caseInsensitivePaths: Bool = false) {
        self.schemes = Set(schemes.map { $0.lowercased() })
        self.hosts = Set(hosts.map { $0.lowercased() })
        self.caseInsensitivePaths = caseInsensitivePaths
    }

    /// The scheme ``RouteTable/url(for:parameters:query:)`` writes: the first custom scheme in
    /// alphabetical order, else `https` with the first host, else none (a path `/…`).
    var preferredPrefix: String {
        if let scheme = schemes.min() { return scheme + "://" }
        if let host = hosts.min() { return "https://" + host + "/" }
        return "/"
    }
}
