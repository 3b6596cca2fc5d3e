/// A router under test, built from the generated table and asked to match URL strings.
protocol RouteSubject {
    /// The `subject` of the result rows: `waypoint`, `routing-kit`, `linear-scan`.
    static var name: String { get }

    init(routes: [RouteSpec]) throws

    /// The name of the route `url` reaches, or `nil`; used by the correctness check, not timed.
    func routeName(for url: String) -> String?

    /// Matches `url` (typed values included) and folds the outcome into a number; timed.
    func checksum(_ url: String) -> Int
}

/// What the table accepts: the custom scheme whose host is the first segment, and web hosts.
enum BenchmarkURLs {
    static let scheme = "nuapp"
    static let webHosts: Set<String> = ["bank.example"]
}
