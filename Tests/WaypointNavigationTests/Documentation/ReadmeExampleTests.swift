import Foundation
import Testing
import WaypointNavigation
import WaypointTestSupport

// The WaypointNavigation article *Navigation as a value*'s example, verbatim (the test below checks that it stays so).

enum Bank: Destination {
    case accounts
    case card(id: Int)
    case blockCard(id: Int)
}

@MainActor
func blockCardThenSwipeAway() async throws -> [FlowID] {
    let host = InMemoryHost()
    let navigator = Navigator(host: host)
    try navigator.execute(.setRoot(.stack([navigator.makeScreen(Bank.accounts)])))
    try navigator.execute(.push(navigator.makeScreen(Bank.card(id: 3), owner: "cards")))
    let block = navigator.makeScreen(Bank.blockCard(id: 3), owner: "cards.block")
    try navigator.execute(.present(Modal(.sheet, .screen(block))))

    var released: [FlowID] = []
    let subscription = navigator.onChange { change in released += change.finishedOwners.sorted() }
    try host.swipeDown()  // the user pulls the sheet down
    await navigator.settle()
    subscription.cancel()
    print(navigator.state)
    // root: stack
    //   #1 accounts  owner: app
    //   #2 card(id: 3)  owner: cards
    return released  // ["cards.block"]
}

@Suite struct ReadmeExampleTests {
    @Test @MainActor func theReadmeExampleReleasesTheSwipedAwayFlow() async throws {
        #expect(try await blockCardThenSwipeAway() == ["cards.block"])
    }

    @Test func theReadmeShowsThisFilesExampleVerbatim() throws {
        let readme = try DocumentedExample("Sources/WaypointNavigation/Documentation.docc/Articles/NavigationAsAValue.md")
        let body = try readme.block(after: "### Screens, owners and the navigator").replacingOccurrences(of: "import WaypointNavigation\n\n", with: "")
        #expect(readme.source.contains(body))
    }
}
