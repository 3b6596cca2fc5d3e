import Waypoint

/// The investments module: a product's details, run by the flow engine from a link (in-app or
/// universal, no login needed), and its screens.
struct InvestModule: WaypointModule {
    let context: BankModuleContext

    func register(in module: inout ModuleRegistration<String>) {
        let makePerformer = context.makeProductPerformer
        module.route(ProductLink.self, policy: RoutePolicy(allowedSources: [.inApp, .universalLink]), shows: Invest.self) {
            product, context in
            FlowRun(
                ProductDetailsFlow(productID: product.productID), performer: makePerformer(), navigator: context.navigator,
                id: flowID("invest", context))
        }
        module.screen(Invest.self) { invest in
            switch invest {
            case .product(let id): "Product \(id)"
            case .order(let productID): "Order product \(productID)"
            }
        }
    }
}

/// `invest/products/1`: a product's details.
struct ProductLink: TypedRoute {
    static let declaration = Route.Declaration("invest.product", "invest/products/:productID", owner: "Invest")
    var productID: Int
}
