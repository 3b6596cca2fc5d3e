#if canImport(SwiftUI)
public import SwiftUI
@_spi(HostAuthoring) public import WaypointNavigation

/// Renders what a ``SwiftUIHost`` shows: stacks as `NavigationStack`, tabs as `TabView` with
/// their ``Container/TabItem``s, split views as `NavigationSplitView` (collapsing on its own in a compact
/// width), modal levels as sheets (with their detents), full-screen covers,
/// popovers, alerts and confirmation dialogs; it reports its horizontal size class.
///
/// The view fills its space even while nothing is shown yet, so a `.task` on it can set the
/// first root.
///
/// ```swift
/// NavigationRootView(host: host) { screen in
///     switch screen.destination.base {
///     case let card as CardDestination: CardView(card)
///     default: Text(screen.destination.description)
///     }
/// }
/// ```
@MainActor
public struct NavigationRootView<ScreenContent: View>: View {
    let host: SwiftUIHost
    let content: @MainActor (Screen) -> ScreenEnvironment<ScreenContent>

    /// Creates the view.
    ///
    /// Each screen's view finds its ``Screen`` in `@Environment(\.waypointScreen)` and the
    /// navigator that drives `host` in `@Environment(Navigator.self)`, which every screen, sheet
    /// and cover below the view has (SwiftUI stops on a missing one: it cannot be missing here).
    ///
    /// - Parameters:
    ///   - host: The host a ``Navigator`` drives.
    ///   - content: The view of one screen.
    public init(host: SwiftUIHost, @ViewBuilder content: @escaping @MainActor (Screen) -> ScreenContent) {
        self.host = host
        self.content = { @MainActor screen in ScreenEnvironment(screen: screen, content: content) }
    }

    /// Creates the view of a host made with a ``ScreenRegistry``
    /// (``SwiftUIHost/init(screens:)``): each screen shows the view its module registered.
    ///
    /// ```swift
    /// NavigationRootView(host: SwiftUIHost(screens: modules.screens))
    /// ```
    ///
    /// - Parameter host: The host a ``Navigator`` drives.
    public init(host: SwiftUIHost) where ScreenContent == AnyView {
        self.init(host: host) { @MainActor screen in host.view(for: screen) }
    }

    public var body: some View {
        // Always some content, even before the first root is set, so that `.task` / `.onAppear`
        // on this view run (SwiftUI runs neither on a view that renders nothing).
        ZStack {
            Color.clear
            LevelView(host: host, model: host.model(atLevel: 0), content: content)
        }
        .modifier(WidthReport(host: host))
    }
}

/// One level: its container, and the level above it as a sheet or a cover. It observes its own
/// ``LevelModel`` only.
@MainActor
struct LevelView<ScreenContent: View>: View {
    let host: SwiftUIHost
    let model: LevelModel
    let content: @MainActor (Screen) -> ScreenContent

    var body: some View {
        if let container = model.part.content {
            ContainerView(host: host, container: container, path: ContainerPath(level: model.level), content: content)
                .onAppear { @MainActor in host.levelAppeared(model.level) }
                .onDisappear { @MainActor in host.levelDisappeared(model.level) }
                .interactiveDismissDisabled(!model.part.allowsSwipeDown)
                .sheet(
                    isPresented: presented(.sheet), onDismiss: { @MainActor in host.levelDismissed(model.level + 1) },
                    content: { @MainActor in
                        LevelView(host: host, model: host.model(atLevel: model.level + 1), content: content)
                            .presentationDetents(Set(model.part.presentingDetents.map(\.swiftUIDetent)))
                    }
                )
                .popover(isPresented: presented(.popover)) { @MainActor in
                    LevelView(host: host, model: host.model(atLevel: model.level + 1), content: content)
                        .onDisappear { @MainActor in host.levelDismissed(model.level + 1) }
                }
                .modifier(AlertPresentation(host: host, model: model, isPresented: presented))
                .modifier(FullScreenCover(
                    isPresented: presented(.fullScreen), onDismiss: { @MainActor in host.levelDismissed(model.level + 1) },
                    cover: { @MainActor in LevelView(host: host, model: host.model(atLevel: model.level + 1), content: content) }
                ))
                .modifier(NavigatorEnvironment(host: host))
        }
    }

    /// Whether the next level is shown with `style`; SwiftUI setting it to false is the
    /// presented view's `dismiss` action or a swipe-down (or an alert dismissed without a choice).
    private func presented(_ style: Modal.Style) -> Binding<Bool> {
        let model = model, host = host
        return Binding(
            get: { @MainActor in model.part.presenting == style },
            set: { @MainActor isPresented in
                if !isPresented, model.part.presenting == style { host.presentationSetFalse(level: model.level + 1, style: style) }
            }
        )
    }
}

/// A full-screen cover where the platform has one, a sheet elsewhere.
@MainActor
struct FullScreenCover<Cover: View>: ViewModifier {
    let isPresented: Binding<Bool>
    let onDismiss: @MainActor () -> Void
    let cover: @MainActor () -> Cover

    func body(content: Content) -> some View {
        #if os(macOS)
            content.sheet(isPresented: isPresented, onDismiss: { @MainActor in onDismiss() }, content: { @MainActor in cover() })
        #else
            content.fullScreenCover(isPresented: isPresented, onDismiss: { @MainActor in onDismiss() }, content: { @MainActor in cover() })
        #endif
    }
}
#endif
