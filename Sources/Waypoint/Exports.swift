// `import Waypoint` brings every layer below it.
@_exported public import WaypointRoutes
@_exported public import WaypointNavigation
