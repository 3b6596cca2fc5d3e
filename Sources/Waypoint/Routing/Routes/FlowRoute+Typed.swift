extension FlowRoute {
    /// A descriptor for a ``TypedRoute``: the flow factory gets the matched value, typed.
    ///
    /// The route's parameter and query types are inferred from the type's properties and
    /// checked against its pattern here, so a mismatch is an error at registration.
    ///
    /// ```swift
    /// try hub.register(FlowRoute(BlockCard.self, policy: RoutePolicy(requiresAuthentication: true)) { card, context in
    ///     BlockCardCoordinator(cardID: card.cardID, navigator: context.navigator)
    /// })
    /// ```
    ///
    /// - Parameters:
    ///   - type: The typed route.
    ///   - policy: The route's policy.
    ///   - makeFlow: Builds the flow for one matched value.
    /// - Throws: ``RouteError`` when the type's properties and its pattern disagree.
    package init<Value: TypedRoute>(
        _ type: Value.Type, policy: RoutePolicy = RoutePolicy(),
        makeFlow: @escaping @MainActor (Value, RoutingHub.Context) -> any RunningFlow
    ) throws(RouteError) {
        self.init(routes: [try Value.route()], policy: policy) { request, context in
            let value: Value
            do throws(RouteError) { value = try Value(request.match) } catch { return FailedFlow(error: error) }
            return makeFlow(value, context)
        }
    }
}

/// The flow of a typed route whose matched values did not decode (an explicit type that
/// disagrees with its property): it fails at once with the ``RouteError``.
@MainActor final class FailedFlow: RunningFlow {
    let id: FlowID
    private let error: RouteError

    init(error: RouteError) {
        self.id = FlowIdentity.make(for: FailedFlow.self)
        self.error = error
    }

    func onEvent(_ body: @escaping @MainActor (FlowEvent<any Sendable, any Sendable>) -> Void) -> NavigationSubscription {
        body(.failed(.wrapping(error, flow: id)))
        return NavigationSubscription()
    }

    func launch() async {}
    func cancel() {}
}
