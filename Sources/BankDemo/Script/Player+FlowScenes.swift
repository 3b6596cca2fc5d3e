import Foundation
@_spi(Inspection) import Waypoint
@_spi(FlowTooling) import WaypointTesting
// The transcript narrates the host steps the in-memory host performed: a host-authoring view.
@_spi(HostAuthoring) import WaypointNavigation

// The scenes about the flow engine: a flow as a checked state machine, run from a link or in
// one line, and restored mid-run after a relaunch.
extension Player {
    func productFlow() async throws {
        let graph = FlowGraph(ProductDetailsFlow(productID: 1))
        let mermaid = graph.mermaid
        if showsDiagrams {
            out.say(mermaid)
        } else {
            let lines = mermaid.split(separator: "\n").count
            out.say("the flow as a graph: \(graph.states.count) states and \(graph.steps.count) steps, drawn without any UI")
            out.say("  (a \(lines)-line Mermaid chart: `waypoint-demo --scene 5 --diagrams` prints it whole; the live inspector draws it)")
        }
        let findings = graph.check()
        out.say("checks: \(findings.isEmpty ? "no findings" : findings.map(\.description).joined(separator: "; "))")
        open("nuapp://invest/products/1", from: .inApp)
        await settle()
        guard let performer = bank.productPerformer else { throw DemoError("no product flow on screen") }
        out.say("the user opens the related product, then orders it")
        performer.showRelated?()
        await settle()
        performer.addToOrder?()
        await settle()
        out.say(tree())
        performer.confirm?()
        await settle()
        out.say(tree())
        out.say("from any screen, one line runs the same flow and returns its typed result:")
        let oneLine = ProductPerformer()
        let order = Task { try await FlowRunner(navigator: bank.navigator).run(ProductDetailsFlow(productID: 3), performer: oneLine) }
        await settle(until: { oneLine.addToOrder != nil })
        oneLine.addToOrder?()
        await settle(until: { oneLine.confirm != nil })
        oneLine.confirm?()
        let result = try await order.value
        out.say("result: \(result)")
        await settle()
        out.say(tree())
        out.outcome("the checked flow ran from a link and again in one line, which returned \"\(result)\" (on screen: \(onScreen()))")
    }

    func relaunchMidFlow() async throws {
        guard let main = bank.main else { throw DemoError("no main flow") }
        out.say("the main flow runs the product-details flow as its child; the user adds product 3 to the order")
        try await main.orderProduct(3)
        await settle()
        bank.productPerformer?.addToOrder?()
        await settle()
        out.say(tree())
        let report = try await relaunch()
        out.say(report.description)
        if let root = bank.app.rootFlow, let state = bank.app.state {
            out.say("  app  app state \(state) → the relaunched app coordinator takes the restored `\(root.id)` as its root flow")
        }
        await settle()
        out.say("  (\(bank.host.transitions.contains(where: \.animated) ? "animated" : "no step animated"): a restore never animates)")
        out.say(tree())
        guard let restoredMain = bank.main else { throw DemoError("the main flow was not restored") }
        out.say("the user pulls the order sheet down: the restored run is back at the product")
        try bank.host.swipeDown()
        await settle()
        out.say(tree())
        out.say("the user adds the product to the order again and confirms; the result reaches the main flow")
        bank.productPerformer?.addToOrder?()
        await settle()
        bank.productPerformer?.confirm?()
        await settle()
        out.say(tree())
        out.say("main flow's orders: \(restoredMain.orders.joined(separator: ", "))")
        out.outcome("a new app instance restored \(report.flows.count) flows at their steps; the order placed after the relaunch reached the restored main flow")
    }

    /// Saves the running app's navigation, relaunches the app as a new process would, and
    /// restores it there; the player goes on with the relaunched app.
    func relaunch() async throws -> RestorationReport {
        let saved = try SavedNavigation(saving: bank.navigator)
        out.say("the app goes to the background and saves its navigation with the flows owning it:")
        for flow in saved.flows {
            let parent = flow.isAppRoot ? ", the app's root flow for \(flow.appState?.description ?? "any state")" : flow.parent.map { ", child of \($0)" } ?? ""
            out.say("  \(DemoText.owner(flow.id.rawValue)): kind \(flow.kind ?? "none")\(parent)\(flow.data == nil ? "" : ", with its steps")")
        }
        let data = try saved.encoded()
        out.say("the system ends the process; the user opens the app again, still logged in (the session survived in the keychain)")
        let relaunched = try BankApp(wrapHost: bank.wrapHost)
        relaunched.session.logIn()
        replace(with: relaunched)
        return try await relaunched.restore(data)
    }
}
