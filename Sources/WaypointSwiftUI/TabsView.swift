#if canImport(SwiftUI)
import SwiftUI
@_spi(HostAuthoring) import WaypointNavigation

/// A tabs container as a `TabView`: from iOS 18 (macOS 15) each tab is a `Tab` and the view
/// adapts to a sidebar where the platform offers one (`.sidebarAdaptable`); on iOS 17 each tab's
/// content carries a `.tabItem`. Either way a tab's label is the ``Container/TabItem`` its root screen's
/// destination describes, and its value is its index.
@MainActor
struct TabsView<ScreenContent: View>: View {
    let host: SwiftUIHost
    let tabs: [Container]
    let selection: Binding<Int>
    let path: ContainerPath
    let content: @MainActor (Screen) -> ScreenContent

    var body: some View {
        if #available(iOS 18, macOS 15, tvOS 18, visionOS 2, *) {
            TabView(selection: selection) { @MainActor in
                ForEach(Array(tabs.enumerated()), id: \.offset) { @MainActor tab in
                    Tab(value: tab.offset) { @MainActor in
                        tabContent(tab.element, at: tab.offset)
                    } label: { @MainActor in
                        TabLabel(item: tab.element.tabItem)
                    }
                }
            }
            .tabViewStyle(.sidebarAdaptable)
        } else {
            TabView(selection: selection) { @MainActor in
                ForEach(Array(tabs.enumerated()), id: \.offset) { @MainActor tab in
                    tabContent(tab.element, at: tab.offset)
                        .tabItem { @MainActor in TabLabel(item: tab.element.tabItem) }
                        .tag(tab.offset)
                }
            }
        }
    }

    private func tabContent(_ tab: Container, at index: Int) -> ContainerView<ScreenContent> {
        ContainerView(host: host, container: tab, path: path.tab(index), content: content)
    }
}

/// The label of a tab: the item its root screen describes, or nothing.
@MainActor
struct TabLabel: View {
    let item: Container.TabItem?

    var body: some View {
        if let item { Label(item.title, systemImage: item.systemImage) }
    }
}
#endif
