import Waypoint

/// Revolut's flow-engine example in our bank: a product's details, from which the user opens a
/// related product or orders it. The flow is pure data: states, steps and what follows; being
/// `Codable`, its runs are saved and restored mid-flow.
struct ProductDetailsFlow: Flow, Codable {
    enum State: Hashable, Sendable, Codable {
        case details(Int)
        case confirming(Int)
        case ordered(Int)
    }

    enum Step: Hashable, Sendable {
        case showProduct(Int)
        case confirmOrder(Int)
    }

    /// The catalogue the flow knows: each product suggests the next one.
    static let catalogue = [1, 2, 3]

    let productID: Int

    var initialState: State { .details(productID) }

    func nextStep(_ state: State) -> FlowNext<Step, String> {
        switch state {
        case .details(let id): .step(.showProduct(id))
        case .confirming(let id): .step(.confirmOrder(id))
        case .ordered(let id): .finish("order for product \(id)")
        }
    }

    static func related(to id: Int) -> Int { id % catalogue.count + 1 }
}
