public import Foundation

extension RoutingHub {
    /// Opens the flow a `URL` names: the same as ``start(url:source:sourceApplication:in:)-(String,_,_,_)``
    /// with the URL's absolute string.
    ///
    /// Apps receive links as `URL`s (`application(_:open:options:)`, `onOpenURL`,
    /// `NSUserActivity.webpageURL`); hand them over as they are.
    ///
    /// ```swift
    /// .onOpenURL { url in hub.start(url: url, source: .externalApp) }
    /// ```
    ///
    /// - Parameters:
    ///   - url: The link.
    ///   - source: Where the request came from; decides which routes it may open.
    ///   - sourceApplication: The identifier of the app that opened the link, when iOS names it.
    ///   - placement: The window to open the flow in; `nil` (the default) leaves it to the
    ///     route's ``RoutePolicy/scene``.
    /// - Returns: The session that reports the flow's life.
    @discardableResult
    public func start(
        url: URL, source: RequestSource = .inApp, sourceApplication: String? = nil,
        in placement: RoutePolicy.ScenePlacement? = nil
    ) -> RoutingSession {
        start(url: url.absoluteString, source: source, sourceApplication: sourceApplication, in: placement)
    }
}
