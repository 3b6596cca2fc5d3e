import WaypointNavigation

/// The destinations of the tests' imaginary app.
package enum Place: Destination, Codable {
    case home
    case list
    case detail(Int)
    case help
}
