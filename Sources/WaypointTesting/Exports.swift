// `import WaypointTesting` brings Waypoint too, so a test file needs one import. Tests that
// check or walk a flow (`FlowGraph`, `Flow.simulate`, declared in this product so that an app's
// binary never carries them) or dry-run the hub (`RoutingHub.plan(for:)`, and
// `RoutingHub.routeManifest()`, declared here too) opt into that tooling through this import:
// `@_spi(FlowTooling) @_spi(Inspection) import WaypointTesting`.
@_spi(Inspection) @_exported public import Waypoint
