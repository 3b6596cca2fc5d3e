#if canImport(SwiftUI)
public import SwiftUI
public import Waypoint

extension View {
    /// Sends the URLs this view and its descendants open to `hub`, as in-app requests.
    ///
    /// SwiftUI's `openURL` action — a `Link`, a link in a `Text`, `@Environment(\.openURL)` —
    /// asks the hub first: a URL one of its routes matches starts that route's flow
    /// (``RequestSource/inApp``; its guards and policy apply, and a URL a guard stops is still
    /// the hub's), any other goes on to the system, which opens it in Safari or another app.
    ///
    /// ```swift
    /// NavigationRootView(host: host)
    ///     .routingOpenURL(hub)
    /// // in any screen:
    /// Link("Block your card", destination: URL(string: "bank://cards/42/block")!)   // the hub's flow
    /// Link("Our terms", destination: URL(string: "https://bank.example.com/terms")!) // Safari
    /// ```
    ///
    /// - Parameter hub: The routing hub that takes the app's own URLs.
    /// - Returns: The view, with its `openURL` action routed.
    @MainActor
    public func routingOpenURL(_ hub: RoutingHub) -> some View {
        environment(\.openURL, OpenURLAction { @MainActor url in hub.openInApp(url) ? .handled : .systemAction })
    }
}
#endif
