import Foundation
import WaypointManifest
import WaypointRoutes

/// The table the fuzzer matches against: the example manifest (or `WAYPOINT_FUZZ_MANIFEST`).
enum FuzzTable {
    static let manifestPath =
        ProcessInfo.processInfo.environment["WAYPOINT_FUZZ_MANIFEST"] ?? "Examples/bank-routes.json"

    /// Loaded once; a manifest that cannot be used stops the run before any input is tried.
    static let table: RouteTable = {
        do {
            return try LoadedManifest(contentsOf: manifestPath).table()
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            exit(2)
        }
    }()
}
