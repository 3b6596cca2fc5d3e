#if canImport(SwiftUI)
import SwiftUI
@_spi(HostAuthoring) import WaypointNavigation

/// Declares a `navigationDestination(for:)` for every destination type of the host's registry,
/// so that `NavigationLink(value:)` with any of them reaches the host.
@MainActor
struct LinkDestinations<ScreenContent: View>: ViewModifier {
    let host: SwiftUIHost
    let path: ContainerPath
    let content: @MainActor (Screen) -> ScreenContent

    func body(content view: Content) -> some View {
        (host.screens?.types ?? []).reduce(AnyView(view)) { view, type in declare(type, on: view) }
    }

    private func declare<D: Destination>(_ type: D.Type, on view: AnyView) -> AnyView {
        let host = host, path = path, content = content
        return AnyView(
            view.navigationDestination(for: D.self) { @MainActor value in
                LinkedScreenView(host: host, value: value, path: path, content: content)
            })
    }
}

/// The view of a screen a link pushed: its registered view, shown at once.
@MainActor
struct LinkedScreenView<ScreenContent: View>: View {
    let host: SwiftUIHost
    let value: any Destination
    let path: ContainerPath
    let content: @MainActor (Screen) -> ScreenContent

    var body: some View {
        if let screen = host.linkedScreen(for: value, at: path) {
            content(screen).onAppear { @MainActor in host.linkedScreenAppeared(screen, value: value, at: path) }
        } else {
            Color.clear.onAppear { @MainActor in host.linkRefused(at: path) }
        }
    }
}
#endif
