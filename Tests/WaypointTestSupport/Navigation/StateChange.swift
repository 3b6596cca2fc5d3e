package import WaypointNavigation

/// Two navigation states of one width, as a property test compares them: the state a host
/// shows and the state it must show next.
package struct StateChange: Sendable, CustomStringConvertible {
    package var old: NavigationState
    package var new: NavigationState

    package init(old: NavigationState, new: NavigationState) {
        self.old = old
        self.new = new
    }

    package var description: String { "old:\n\(old)\nnew:\n\(new)" }

    /// Changes one removal smaller: `old` shrunk with `new` kept, then `new` shrunk with `old` kept.
    var shrunk: [StateChange] {
        old.shrunk.map { StateChange(old: $0, new: new) } + new.shrunk.map { StateChange(old: old, new: $0) }
    }
}
