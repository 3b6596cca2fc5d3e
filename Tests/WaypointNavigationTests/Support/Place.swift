import WaypointNavigation
import WaypointTestSupport

/// A screen with identity `#id`, showing `.detail(id)` unless told otherwise.
func screen(_ id: UInt64, _ place: Place? = nil, owner: FlowID = .app) -> Screen {
    Screen(id: Screen.ID(id), destination: place ?? .detail(Int(id)), owner: owner)
}

/// A stack of screens with the given identities.
func stack(_ ids: UInt64..., owner: FlowID = .app) -> Container {
    .stack(ids.map { screen($0, owner: owner) })
}
