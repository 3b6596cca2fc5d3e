#if canImport(SwiftUI)
public import Observation
public import SwiftUI
public import WaypointNavigation

/// Shows a ``NavigationState`` with SwiftUI: an observable host that ``NavigationRootView`` renders.
///
/// SwiftUI is driven by state, so each ``HostStep`` updates the shown state at once and SwiftUI
/// animates the difference. Changes the user makes through SwiftUI's own controls (back button,
/// sheet pulled down, tab tapped) come back through bindings and reach the navigator as
/// ``UserGesture``s.
///
/// ```swift
/// let host = SwiftUIHost()
/// let navigator = Navigator(host: host)
/// // in a scene:
/// NavigationRootView(host: host) { screen in ScreenView(destination: screen.destination) }
/// ```
@MainActor
@Observable
public final class SwiftUIHost: NavigationHost {
    /// What SwiftUI shows.
    public private(set) var shown = NavigationState.empty

    @ObservationIgnored
    public var onUserGesture: (@MainActor (UserGesture) -> Void)?

    /// Creates a host that shows nothing.
    public init() {}

    public func perform(_ step: HostStep, completion: @escaping @MainActor (HostStepOutcome) -> Void) {
        do {
            shown = try shown.performing(step)
            completion(.completed)
        } catch {
            completion(.refused(error))
        }
    }

    func report(_ gesture: UserGesture) {
        guard let next = try? shown.performing(gesture) else { return }
        shown = next
        onUserGesture?(gesture)
    }
}

/// Renders what a ``SwiftUIHost`` shows: stacks as `NavigationStack`, tabs as `TabView`, modal
/// levels as sheets and full-screen covers.
///
/// ```swift
/// NavigationRootView(host: host) { screen in
///     BankScreen(destination: screen.destination)
/// }
/// ```
public struct NavigationRootView<ScreenContent: View>: View {
    let host: SwiftUIHost
    let content: (Screen) -> ScreenContent

    /// Creates the view.
    ///
    /// - Parameters:
    ///   - host: The host a ``Navigator`` drives.
    ///   - content: The view of one screen.
    public init(host: SwiftUIHost, @ViewBuilder content: @escaping (Screen) -> ScreenContent) {
        self.host = host
        self.content = content
    }

    public var body: some View {
        LevelView(host: host, level: 0, content: content)
    }
}

struct LevelView<ScreenContent: View>: View {
    let host: SwiftUIHost
    let level: Int
    let content: (Screen) -> ScreenContent

    var body: some View {
        if let container = host.shown.container(atLevel: level) {
            ContainerView(host: host, container: container, path: ContainerPath(level: level), content: content)
                .sheet(isPresented: presented(.sheet)) { LevelView(host: host, level: level + 1, content: content) }
                .modifier(FullScreenCover(isPresented: presented(.fullScreen)) {
                    LevelView(host: host, level: level + 1, content: content)
                })
        }
    }

    /// Whether the next level is shown with `style`; SwiftUI setting it to false is a swipe-down.
    private func presented(_ style: ModalStyle) -> Binding<Bool> {
        Binding(
            get: { host.shown.modals.indices.contains(level) && host.shown.modals[level].style == style },
            set: { isPresented in
                if !isPresented, host.shown.modals.indices.contains(level) { host.report(.swipeDown(level: level + 1)) }
            }
        )
    }
}

struct FullScreenCover<Cover: View>: ViewModifier {
    let isPresented: Binding<Bool>
    let cover: () -> Cover

    func body(content: Content) -> some View {
        #if os(macOS)
            content.sheet(isPresented: isPresented, content: cover)
        #else
            content.fullScreenCover(isPresented: isPresented, content: cover)
        #endif
    }
}

struct ContainerView<ScreenContent: View>: View {
    let host: SwiftUIHost
    let container: Container
    let path: ContainerPath
    let content: (Screen) -> ScreenContent

    var body: some View {
        switch container {
        case .screen(let screen):
            content(screen)
        case .stack(let screens):
            NavigationStack(path: stackPath(screens)) {
                if let first = screens.first {
                    content(first).navigationDestination(for: Screen.self) { screen in content(screen) }
                }
            }
        case .tabs(let tabs, let selected):
            TabView(selection: tabSelection(selected)) {
                ForEach(Array(tabs.enumerated()), id: \.offset) { index, tab in
                    ContainerView(host: host, container: tab, path: path.tab(index), content: content).tag(index)
                }
            }
        }
    }

    /// The screens above the stack's root; SwiftUI shortening it is the back button or an edge swipe.
    private func stackPath(_ screens: [Screen]) -> Binding<[Screen]> {
        Binding(
            get: { Array(screens.dropFirst()) },
            set: { newPath in
                for _ in 0..<max(0, screens.count - 1 - newPath.count) { host.report(.interactivePop(in: path)) }
            }
        )
    }

    private func tabSelection(_ selected: Int) -> Binding<Int> {
        Binding(get: { selected }, set: { host.report(.tabTap($0, in: path)) })
    }
}
#endif
