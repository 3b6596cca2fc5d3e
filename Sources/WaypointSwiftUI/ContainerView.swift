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
            NavigationStack(path: stackPath(screens)) { @MainActor in
                if let first = screens.first {
                    content(first).navigationDestination(for: Screen.self) { @MainActor screen in content(screen) }
                }
            }
        case .tabs(let tabs, let selected):
            TabView(selection: tabSelection(selected)) { @MainActor in
                ForEach(Array(tabs.enumerated()), id: \.offset) { @MainActor tab in
                    ContainerView(host: host, container: tab.element, path: path.tab(tab.offset), content: content)
                        .tabItem { @MainActor in TabLabel(item: tab.element.tabItem) }
                        .tag(tab.offset)
                }
            }
        case .split(let split):
            SplitView(host: host, split: split, path: path, content: content)
        }
    }

    /// The screens above the stack's root; SwiftUI shortening it is Back, an edge swipe or the
    /// back button's menu.
    private func stackPath(_ screens: ScreenStack) -> Binding<[Screen]> {
        let host = host, path = path
        return Binding(
            get: { @MainActor in Array(screens.dropFirst()) },
            set: { @MainActor newPath in
                guard let root = screens.first else { return }
                host.pathSet(newPath, below: root, at: path)
            }
        )
    }

    private func tabSelection(_ selected: Int) -> Binding<Int> {
        let host = host, path = path
        return Binding(get: { @MainActor in selected }, set: { @MainActor index in host.tabSelected(index, at: path) })
    }
}

/// The label of a tab: the item its root screen describes, or nothing.
@MainActor
struct TabLabel: View {
    let item: TabItem?

    var body: some View {
        if let item { Label(item.title, systemImage: item.systemImage) }
    }
}
#endif
