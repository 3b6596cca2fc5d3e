#if canImport(SwiftUI)
// `import WaypointSwiftUI` brings SwiftUI and Waypoint along: a SwiftUI file of an app that uses Waypoint
// writes this one import.
@_exported public import SwiftUI
@_exported public import Waypoint
#endif
