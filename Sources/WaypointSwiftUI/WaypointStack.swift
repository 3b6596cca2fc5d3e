#if canImport(SwiftUI)
public import SwiftUI
public import WaypointNavigation

/// A Waypoint stack inside an app's own `TabView` tab or sheet: adopting Waypoint one feature
/// at a time, while the app keeps its own window root, tabs and navigation elsewhere.
///
/// The navigator drives a ``SwiftUIHost`` made with the modules' ``ScreenRegistry``; the stack
/// renders it like ``NavigationRootView`` does (its `NavigationStack`, and the sheets, covers and
/// alerts it presents from this tab), and every screen finds the navigator in
/// `@Environment(Navigator.self)`. It touches nothing outside its own view: the app's tab bar,
/// its other tabs and its own sheets stay the app's. With a `root`, the stack shows that screen
/// when it first appears and the navigator shows nothing yet; a deep link or a restored state
/// that came first is kept. Keep the navigator where the app keeps its models (a `@State` of the
/// tab's parent, the app's model), so that a link can reach it before the tab appears.
///
/// ```swift
/// struct MainTabs: View {
///     @State private var accounts = Navigator(host: SwiftUIHost(screens: AccountsModule.screens))
///     var body: some View {
///         TabView {
///             LegacyHomeView().tabItem { Label("Home", systemImage: "house") }      // the app's own
///             WaypointStack(navigator: accounts, root: Accounts.list)
///                 .tabItem { Label("Accounts", systemImage: "banknote") }
///         }
///     }
/// }
/// ```
///
/// A UIKit screen registered with `register(_:module:controller:)` (in `WaypointUIKit`) shows
/// here in a representable: one registry serves both hosts.
@MainActor
public struct WaypointStack: View {
    private let navigator: Navigator
    private let root: (any Destination)?

    /// Creates the stack of `navigator`, whose host must be a ``SwiftUIHost``.
    ///
    /// - Parameters:
    ///   - navigator: The navigator that drives the stack's ``SwiftUIHost``.
    ///   - root: What the bottom screen shows when the navigator shows nothing yet; `nil` leaves
    ///     the first root to the app (a flow, a deep link, a restored state).
    public init(navigator: Navigator, root: (any Destination)? = nil) {
        self.navigator = navigator
        self.root = root
    }

    public var body: some View {
        if let host = navigator.host as? SwiftUIHost {
            NavigationRootView(host: host)
                .task { @MainActor in
                    if let root { navigator.showStack(at: root) }
                }
        } else {
            Color.clear.onAppear { @MainActor in
                RuntimeWarning.report("WaypointStack shows nothing: its navigator drives \(type(of: navigator.host)), not a SwiftUIHost")
            }
        }
    }
}
#endif
