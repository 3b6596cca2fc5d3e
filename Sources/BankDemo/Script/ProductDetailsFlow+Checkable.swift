@_spi(FlowTooling) import WaypointTesting

/// What the script needs to draw and check the product-details flow (scene 5): every state, and
/// where each step may lead. Flow tooling, so it lives with the script, not with the app.
extension ProductDetailsFlow: CheckableFlow {
    var states: [State] {
        Self.catalogue.flatMap { [.details($0), .confirming($0), .ordered($0)] }
    }

    func exits(of step: Step) -> [State] {
        switch step {
        case .showProduct(let id): [.details(Self.related(to: id)), .confirming(id)]
        case .confirmOrder(let id): [.ordered(id), .details(id)]
        }
    }
}
