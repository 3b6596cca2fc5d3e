// `import Waypoint` brings every layer below it.
@_exported public import WaypointNavigation
