// `import WaypointUIKit` brings Waypoint too: a UIKit file of an app needs one import of ours.
@_exported public import Waypoint
