import Foundation
import Testing
@_spi(HostAuthoring) import WaypointNavigation
import WaypointTestSupport

// The Platform hosts article's example, verbatim (the test below checks that it stays so).

/// The user long-presses Back on a UIKit stack [#1, #2, #3] and picks the first screen.
func readBackButtonMenu() -> HostReading {
    let accounts = Screen(id: Screen.ID(1), destination: Bank.accounts)
    let card = Screen(id: Screen.ID(2), destination: Bank.card(id: 3), owner: "cards")
    let block = Screen(id: Screen.ID(3), destination: Bank.blockCard(id: 3), owner: "cards.block")
    var reader = HostReader(shown: NavigationState(root: .stack([accounts, card, block])))
    // UIKit calls didShow once for the stack in the window's root, which now holds #1 only.
    return reader.read(
        .didShow(Screen.ID(1), in: HostAddress(chainIndex: 0)),
        in: HostSnapshot(root: .stack([Screen.ID(1)])))
    // .gesture(.popTo(#1, in: root)): the navigator releases "cards" and "cards.block"
}

@Suite struct HostsReadmeExampleTests {
    @Test func theReadmeExampleReadsTheBackButtonMenuAsOnePopToTheFirstScreen() {
        #expect(readBackButtonMenu() == .gesture(.popTo(Screen.ID(1), in: .root)))
        #expect("\(UserGesture.popTo(Screen.ID(1), in: .root))" == "popTo(#1, in: root)")
    }

    @Test func theReadmeShowsThisFilesExampleVerbatim() throws {
        let readme = try DocumentedExample("Sources/Waypoint/Documentation.docc/Articles/PlatformHosts.md")
        let body = try readme.block(after: "### Hosts hold platform calls only").replacingOccurrences(of: "@_spi(HostAuthoring) import WaypointNavigation\n\n", with: "")
        #expect(readme.source.contains(body))
    }
}
