import BenchmarkFixtures

/// A router under test, built from the generated table and asked to match URL strings.
protocol RouteSubject {
    /// The `subject` of the result rows: `waypoint`, `routing-kit`, `linear-scan`.
    static var name: String { get }

    /// The app's own declarations of the routes in this router's terms (for Waypoint, the
    /// `Route` values and what each route's handler reads; for the others, the route list itself).
    associatedtype Declarations

    /// Declares the routes. Timed with the build (it is paid at launch); what it makes is
    /// counted in `bytes_per_route` only where the router keeps it (Waypoint's table keeps its
    /// `Route` values, so they count; routing-kit copies what it needs into its own nodes).
    static func declare(_ routes: [RouteSpec]) throws -> Declarations

    /// Builds the router's table from the declarations: timed, and the memory it keeps counted.
    init(_ declarations: Declarations) throws

    /// The name of the route `url` reaches, or `nil`; used by the correctness check, not timed.
    func routeName(for url: String) -> String?

    /// Matches `url` and consumes the match like an app: reads every captured path value and
    /// every declared query value in its declared type (a string as its decoded text, `*` and
    /// `**` captures as text) and folds them with ``ValueFold`` (``ValueFold/miss`` when no
    /// route is reached), so that every subject returns the same number for the same URL; timed.
    func checksum(_ url: String) -> Int
}
