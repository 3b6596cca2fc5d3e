#if canImport(SwiftUI)
import SwiftUI
@_spi(HostAuthoring) import WaypointNavigation

extension SwiftUIHost {
    /// The registered view of a screen; a screen nobody shows (its step was refused, so only a
    /// view SwiftUI keeps while it leaves) shows its destination's description.
    func view(for screen: Screen) -> AnyView {
        guard let screens, let view = try? screens.view(for: screen, navigator: navigator) else {
            return AnyView(Text(screen.destination.description))
        }
        return AnyView(view)
    }
}
#endif
