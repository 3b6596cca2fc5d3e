import Waypoint
// A host of its own is host authoring: the seam's requirements are behind the SPI.
@_spi(HostAuthoring) import WaypointNavigation

/// UIKit's timing without UIKit: an `InMemoryHost` that builds the view of every screen arriving
/// on display while it performs the step, as `UIKitHost` builds its view controllers, from the
/// modules' `ScreenRegistry`. `nil` where no module could build one (UIKit's placeholder).
@MainActor
final class ViewBuildingHost: NavigationHost {
    private let shown = InMemoryHost()
    private let screens: ScreenRegistry<String>
    private weak var navigator: Navigator?
    /// The view built for each screen, in the order they arrived.
    private(set) var views: [(screen: Screen, view: String?)] = []

    init(screens: ScreenRegistry<String>) {
        self.screens = screens
    }

    var onUserGesture: (@MainActor (UserGesture) -> Void)? {
        get { shown.onUserGesture }
        set { shown.onUserGesture = newValue }
    }

    func didAttach(to navigator: Navigator) {
        self.navigator = navigator
    }

    func perform(_ step: HostStep, completion: @escaping @MainActor (HostStepOutcome) -> Void) {
        let before = Set(shown.shown.screens.map(\.id))
        shown.perform(step) { [self] outcome in
            for screen in shown.shown.screens where !before.contains(screen.id) {
                views.append((screen, try? screens.view(for: screen, navigator: navigator)))
            }
            completion(outcome)
        }
    }

    /// The last view built for a screen showing `destination`.
    func view<D: Destination & Equatable>(of destination: D) -> String?? {
        views.last { $0.screen.destination.base as? D == destination }.map(\.view)
    }
}
