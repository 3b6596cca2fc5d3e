import Foundation
import Testing
@_spi(HostAuthoring) import WaypointNavigation
import WaypointTestSupport

// The Split views article's example, verbatim (the test below checks that it stays so).

@MainActor
func openAnAccountThenNarrowTheWindow() async throws -> [String] {
    let host = InMemoryHost()
    let navigator = Navigator(host: host)
    let accounts = navigator.makeScreen(Bank.accounts)
    try navigator.execute(.setRoot(.split(SplitColumns(sidebar: [accounts]))))
    try host.changeWidth(.regular)  // an iPad: sidebar and detail side by side
    try navigator.execute(.setColumn(.detail, [navigator.makeScreen(Bank.card(id: 3), owner: "cards")]))
    try host.changeWidth(.compact)  // Slide Over: one stack, [accounts, card], no host step
    try host.popInteractively()     // Back on the collapsed stack closes the card
    await navigator.settle()
    try host.changeWidth(.regular)  // the sidebar is back beside an empty detail column
    print(navigator.state)
    // root: split
    //   sidebar:
    //     #1 accounts  owner: app
    //   detail: empty
    return host.performedSteps.map(\.description)  // ["setRoot(a split of 2 columns)", "push(#2, in: root > detail)"]
}

@Suite struct SplitReadmeExampleTests {
    @Test @MainActor func theReadmeExampleCollapsesAndExpandsWithoutHostSteps() async throws {
        #expect(try await openAnAccountThenNarrowTheWindow() == ["setRoot(a split of 2 columns)", "push(#2, in: root > detail)"])
    }

    @Test func theReadmeShowsThisFilesExampleVerbatim() throws {
        let readme = try DocumentedExample("Sources/WaypointNavigation/Documentation.docc/Articles/SplitViews.md")
        #expect(readme.source.contains(try readme.block(after: "## Overview")))
    }
}
