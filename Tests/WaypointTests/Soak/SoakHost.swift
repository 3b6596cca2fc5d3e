import Waypoint
@_spi(HostAuthoring) import WaypointNavigation

/// What the soak does to a host: the user's gestures, and what it shows.
@MainActor protocol SoakHosting: NavigationHost {
    var shown: NavigationState { get }
    func popInteractively(to id: Screen.ID?) throws(NavigationError)
    func swipeDown() throws(NavigationError)
    func cancelInteractivePop() throws(NavigationError)
}

extension InMemoryHost: SoakHosting {}

/// `InMemoryHost`'s rules and gestures without its records (every step and gesture it keeps for
/// tests' assertions), so that a long run measures the library's memory, not the host's log.
@MainActor final class LeanHost: SoakHosting {
    var onUserGesture: (@MainActor (UserGesture) -> Void)?
    private(set) var shown = NavigationState.empty

    func perform(_ step: HostStep, completion: @escaping @MainActor (HostStepOutcome) -> Void) {
        do {
            shown = try shown.performing(step)
        } catch {
            completion(.refused(error))
            return
        }
        completion(.completed)
    }

    func popInteractively(to id: Screen.ID? = nil) throws(NavigationError) {
        if let id {
            try simulate(.popTo(id, in: visibleTopPath))
        } else {
            try simulate(.interactivePop(in: visibleTopPath))
        }
    }

    func swipeDown() throws(NavigationError) {
        try simulate(.swipeDown(level: shown.topLevel))
    }

    func cancelInteractivePop() throws(NavigationError) {
        try simulate(.cancelledInteractivePop(in: visibleTopPath))
    }

    private func simulate(_ gesture: UserGesture) throws(NavigationError) {
        shown = try shown.performing(gesture)
        onUserGesture?(gesture)
    }

    private var visibleTopPath: ContainerPath {
        shown.visiblePath(ofLevel: shown.topLevel) ?? .root
    }
}
