#if canImport(SwiftUI)
public import Foundation
public import SwiftUI
public import Waypoint

/// Shows, in a `#Preview`, what the app shows for a destination, a deep link, saved navigation or
/// a flow's step: through a ``SwiftUIHost`` with your modules' views, on a navigator of its own
/// that nothing else touches.
///
/// The preview sets its start up without animation, as the app would: a destination is the root
/// of a stack, a link opens its tabs, parents and sheets, saved navigation is restored, and a
/// flow runs until it shows the step you want. When that fails (a link nobody can open, data
/// that is not saved navigation), the preview shows why.
///
/// ```swift
/// #Preview("Card 42, blocked") {
///     WaypointPreview(link: DeepLink(CardPage.block(id: 42)), screens: Bank.previewScreens)
/// }
/// #Preview("Accounts") {
///     WaypointPreview(Accounts.list, screens: Bank.previewScreens)
/// }
/// #Preview("Login flow, password step") {
///     WaypointPreview(screens: Bank.previewScreens) { navigator in
///         await FlowRun(LoginFlow(startingAt: .password), performer: LoginPerformer(), navigator: navigator).launch()
///     }
/// }
/// ```
@MainActor
public struct WaypointPreview: View {
    @State private var model: PreviewModel

    /// Shows `destination` as the root of a stack.
    ///
    /// - Parameters:
    ///   - destination: The destination to show.
    ///   - screens: The views of the destination types (your modules' ``ModuleRegistry/screens``).
    public init(_ destination: some Destination, screens: ScreenRegistry<any View>) {
        _model = State(initialValue: PreviewModel(.destination(destination), screens: screens))
    }

    /// Shows what `link` opens, built from nothing as a cold start builds it.
    public init(link: DeepLink, screens: ScreenRegistry<any View>) {
        _model = State(initialValue: PreviewModel(.link(link), screens: screens))
    }

    /// Shows saved navigation (``Navigator/restorationData()``, or what a scene saved), restored as
    /// the app restores it.
    public init(saved: Data, screens: ScreenRegistry<any View>) {
        _model = State(initialValue: PreviewModel(.saved(saved), screens: screens))
    }

    /// Shows what `start` shows on the preview's navigator: a flow started at the step to see.
    public init(screens: ScreenRegistry<any View>, start: @escaping @MainActor (Navigator) async throws -> Void) {
        _model = State(initialValue: PreviewModel(.flow(start), screens: screens))
    }

    public var body: some View {
        NavigationRootView(host: model.host)
            .overlay { @MainActor in
                if let failure = model.failure {
                    ContentUnavailableView("Nothing to preview", systemImage: "exclamationmark.triangle", description: Text(failure))
                }
            }
            .task { @MainActor in await model.start() }
    }
}

/// The host, the navigator and the start of one preview.
@MainActor
@Observable
final class PreviewModel {
    let host: SwiftUIHost
    @ObservationIgnored private let navigator: Navigator
    @ObservationIgnored private let setup: PreviewStart
    @ObservationIgnored private let destinations: DestinationRegistry
    @ObservationIgnored private var started = false
    /// Why the preview shows nothing.
    private(set) var failure: String?

    init(_ setup: PreviewStart, screens: ScreenRegistry<any View>) {
        host = SwiftUIHost(screens: screens)
        navigator = Navigator(host: host)
        self.setup = setup
        destinations = screens.destinations
    }

    func start() async {
        guard !started else { return }
        started = true
        do {
            try await setup.run(on: navigator, destinations: destinations)
        } catch {
            failure = "\(error)"
        }
    }
}
#endif
