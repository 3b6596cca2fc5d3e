extension LinkRoute {
    /// A link descriptor for a ``TypedRoute``: the link is built from the matched value, typed.
    ///
    /// ```swift
    /// try hub.register(LinkRoute(AccountRoute.self, policy: RoutePolicy(requiresAuthentication: true)) { account in
    ///     DeepLink(Accounts.detail(id: account.accountID))
    /// })
    /// ```
    ///
    /// - Parameters:
    ///   - type: The typed route.
    ///   - policy: The route's policy; its ``RoutePolicy/requiresAuthentication`` is the link's.
    ///   - link: Builds the link from one matched value.
    /// - Throws: ``RouteError`` when the type's properties and its pattern disagree; a
    ///   matched value that does not decode fails its session with the ``RouteError``.
    package init<Value: TypedRoute>(
        _ type: Value.Type, policy: RoutePolicy = RoutePolicy(), link: @escaping @MainActor (Value) -> DeepLink
    ) throws(RouteError) {
        self.init(routes: [try Value.route()], policy: policy) { request in
            Result { () throws(RouteError) in link(try Value(request.match)) }.mapError { $0 }
        }
    }
}
