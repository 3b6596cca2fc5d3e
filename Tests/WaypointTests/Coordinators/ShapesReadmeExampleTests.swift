import Foundation
import Testing
import Waypoint
@_spi(HostAuthoring) import WaypointNavigation
import WaypointTestSupport

// The article *Alerts, popovers and detents*'s example, verbatim (the test below
// checks that it stays so).

enum CardDesk: Destination {
    case card(id: Int), safety(id: Int), limits(id: Int)
}

enum Decision: Sendable { case block, keep }

final class LostCardFlow: Coordinator<Never, Void> {
    override func start() async throws {
        try present(CardDesk.safety(id: 42), style: .sheet, detents: [.medium, .large])
    }

    func reportLost() async throws -> Decision {
        try await alert("Block card 42?", message: "Payments with it will be refused.", actions: [
            .destructive("Block", Decision.block), .cancel("Keep", .keep),
        ])
    }

    func showLimits() throws { try present(CardDesk.limits(id: 42), style: .popover, detents: [.medium]) }
}

@MainActor
func reportALostCard() async throws -> [String] {
    let host = InMemoryHost()
    let navigator = Navigator(host: host)
    try navigator.execute(.setRoot(.stack([navigator.makeScreen(CardDesk.card(id: 42))])))
    let flow = LostCardFlow(navigator: navigator)
    await flow.launch()
    let asking = Task { try await flow.reportLost() }
    while navigator.state.modals.count < 2 { await Task.yield() }
    try host.chooseAlertAction(0)  // the user taps "Block"
    let decision = try await asking.value
    try flow.showLimits()
    let compact = navigator.state.part(ofLevel: 1).presenting  // .sheet: a popover on an iPhone
    try host.changeWidth(.regular)  // the window grows
    let regular = navigator.state.part(ofLevel: 1).presenting  // .popover
    return ["\(decision)", "\(compact!)", "\(regular!)"]  // ["block", "sheet", "popover"]
}

@Suite struct ShapesReadmeExampleTests {
    @Test @MainActor func theReadmeExampleGetsTheTypedAnswerAndAdaptsThePopoverToTheWidth() async throws {
        #expect(try await reportALostCard() == ["block", "sheet", "popover"])
    }

    @Test func theArticleShowsThisFilesExampleVerbatim() throws {
        let article = try DocumentedExample("Sources/Waypoint/Documentation.docc/Articles/AlertsPopoversAndDetents.md")
        let body = try article.block(after: "## Overview").replacingOccurrences(of: "import Waypoint\n\n", with: "")
        #expect(body.count > 200)
        #expect(article.source.contains(body))
    }
}
