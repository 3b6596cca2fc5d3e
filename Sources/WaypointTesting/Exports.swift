// `import WaypointTesting` brings Waypoint too, so a test file needs one import. Tests that
// check or walk a flow (`FlowGraph`, `Flow.simulate`) or dry-run the hub (`RoutingHub.plan(for:)`)
// opt into that tooling through this import as well:
// `@_spi(FlowTooling) @_spi(Inspection) import WaypointTesting`.
@_spi(FlowTooling) @_spi(Inspection) @_exported public import Waypoint
