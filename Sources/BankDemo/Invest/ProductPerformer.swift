import Waypoint

/// Shows each step of ``ProductDetailsFlow`` and wires the screen's actions back into the flow.
@MainActor
final class ProductPerformer: FlowPerformer {
    /// The actions of the screen on display (what a view controller would call).
    private(set) var showRelated: (() -> Void)?
    private(set) var addToOrder: (() -> Void)?
    private(set) var confirm: (() -> Void)?

    func perform(_ step: ProductDetailsFlow.Step, in context: FlowStepContext<ProductDetailsFlow>) async throws {
        // The product's actions stay wired under the order sheet: pulled down, the product
        // step is current again and its buttons answer it.
        confirm = nil
        switch step {
        case .showProduct(let id):
            try context.push(Invest.product(id: id))
            showRelated = { _ = context.advance(to: .details(ProductDetailsFlow.related(to: id))) }
            addToOrder = { _ = context.advance(to: .confirming(id)) }
        case .confirmOrder(let id):
            try context.present(Invest.order(productID: id), style: .sheet)
            confirm = { _ = context.advance(to: .ordered(id)) }
        }
    }
}
