#if canImport(UIKit)
// `import WaypointUIKit` brings UIKit and Waypoint along: a UIKit file of an app that uses Waypoint
// writes this one import.
@_exported public import UIKit
@_exported public import Waypoint
#endif
