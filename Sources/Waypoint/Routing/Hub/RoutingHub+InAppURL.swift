package import Foundation

extension RoutingHub {
    /// Starts the flow an in-app `URL` names, if the hub can route it: what SwiftUI's `openURL`
    /// action (a `Link`, a link in `Text`, `openURL(url)`) asks of the app's routing.
    ///
    /// The URL starts a session with ``RequestSource/inApp``. One that matches none of the hub's
    /// routes (another app's scheme, a web page the app does not show, a route nobody registered)
    /// fails at once, before any guard or flow ran: it is not the hub's, and the function returns
    /// `false`, so that the caller hands the URL to the system. Every other URL is the hub's, and
    /// its session reports what becomes of it (a guard that parks or denies it, a flow that
    /// fails), as for any request.
    ///
    /// ```swift
    /// hub.openInApp(URL(string: "bank://cards/42/block")!)   // true: the block-card flow starts
    /// hub.openInApp(URL(string: "https://apple.com")!)      // false: the system opens it
    /// ```
    ///
    /// - Parameter url: The URL the app's view opens.
    /// - Returns: Whether the hub took the URL.
    package func openInApp(_ url: URL) -> Bool {
        // One resolution per request: the session resolves the URL as it starts, and a URL no
        // route matches fails at once, before any flow or guard ran.
        let session = start(url: url, source: .inApp)
        if case .failed(let error) = session.state, [.invalidURL, .unknownRoute].contains(error.kind) { return false }
        return true
    }
}
