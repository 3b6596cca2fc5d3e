#if canImport(SwiftUI)
import SwiftUI
@_spi(HostAuthoring) import WaypointNavigation

/// One container: a screen, a `NavigationStack` over a stack's screens, a `TabView`, or a
/// `NavigationSplitView` (``SplitView``).
@MainActor
struct ContainerView<ScreenContent: View>: View {
    let host: SwiftUIHost
    let container: Container
    let path: ContainerPath
    let content: @MainActor (Screen) -> ScreenContent

    var body: some View {
        switch container {
        case .screen(let screen):
            content(screen)
        case .stack(let screens):
            let _ = host.linkRevision
            NavigationStack(path: stackPath(screens)) { @MainActor in
                if let first = screens.first {
                    content(first)
                        .navigationDestination(for: Screen.self) { @MainActor screen in content(screen) }
                        .modifier(LinkDestinations(host: host, path: path, content: content))
                }
            }
        case .tabs(let tabs, let selected):
            TabsView(host: host, tabs: tabs, selection: tabSelection(selected), path: path, content: content)
        case .split(let split):
            SplitView(host: host, split: split, path: path, content: content)
        }
    }

    /// The screens above the stack's root, as a `NavigationPath` so that a `NavigationLink` may
    /// append a value of any destination type; SwiftUI shortening it is Back, an edge swipe or
    /// the back button's menu.
    private func stackPath(_ screens: [Screen]) -> Binding<NavigationPath> {
        let host = host, path = path
        return Binding(
            get: { @MainActor in host.navigationPath(above: screens, at: path) },
            set: { @MainActor newPath in host.navigationPathSet(newPath, above: screens, at: path) }
        )
    }

    private func tabSelection(_ selected: Int) -> Binding<Int> {
        let host = host, path = path
        return Binding(get: { @MainActor in selected }, set: { @MainActor index in host.tabSelected(index, at: path) })
    }
}
#endif
