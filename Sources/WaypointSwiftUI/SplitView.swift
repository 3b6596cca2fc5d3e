#if canImport(SwiftUI)
import SwiftUI
@_spi(HostAuthoring) import WaypointNavigation

/// A split container as a `NavigationSplitView`: each column a `NavigationStack` over its
/// screens (an empty column shows nothing), the column on top when collapsed bound to
/// ``SplitColumns/topColumn``. SwiftUI collapses and expands it itself; going back across
/// columns in a compact width sets `preferredCompactColumn`, which the host reads as a pop.
@MainActor
struct SplitView<ScreenContent: View>: View {
    let host: SwiftUIHost
    let split: SplitColumns
    let path: ContainerPath
    let content: @MainActor (Screen) -> ScreenContent

    var body: some View {
        if split.content != nil {
            NavigationSplitView(preferredCompactColumn: compactColumn) { @MainActor in
                column(.sidebar)
            } content: { @MainActor in
                column(.content)
            } detail: { @MainActor in
                column(.detail)
            }
        } else {
            NavigationSplitView(preferredCompactColumn: compactColumn) { @MainActor in
                column(.sidebar)
            } detail: { @MainActor in
                column(.detail)
            }
        }
    }

    @ViewBuilder
    private func column(_ column: SplitColumns.Column) -> some View {
        let screens = split[column] ?? []
        if screens.isEmpty {
            Color.clear
        } else {
            ContainerView(host: host, container: .stack(screens), path: path.column(column), content: content)
        }
    }

    private var compactColumn: Binding<NavigationSplitViewColumn> {
        let host = host, path = path, top = split.topColumn
        return Binding(
            get: { @MainActor in top.swiftUIColumn },
            set: { @MainActor column in
                guard let shown = SplitColumns.Column.allCases.first(where: { $0.swiftUIColumn == column }) else { return }
                host.compactColumnSet(shown, at: path)
            }
        )
    }
}

extension SplitColumns.Column {
    /// The column of a `NavigationSplitView`.
    var swiftUIColumn: NavigationSplitViewColumn {
        switch self {
        case .sidebar: .sidebar
        case .content: .content
        case .detail: .detail
        }
    }
}
#endif
