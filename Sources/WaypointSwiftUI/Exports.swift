// `import WaypointSwiftUI` brings Waypoint too: a SwiftUI file of an app needs one import of ours.
@_exported public import Waypoint
