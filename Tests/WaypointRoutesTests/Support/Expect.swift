import Testing
import WaypointRoutes

struct UnexpectedMatch: Error {}

/// The error matching `url` produces; records an issue (and throws) if it matches.
func matchFailure(_ url: String, in table: RouteTable) throws -> RouteError {
    do {
        let match = try table.match(url)
        Issue.record("expected an error for \(url), matched \(match.route.name)")
        throw UnexpectedMatch()
    } catch let error as RouteError {
        return error
    }
}
