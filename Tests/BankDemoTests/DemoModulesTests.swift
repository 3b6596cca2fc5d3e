@testable import BankDemo
import Testing
import Waypoint
// Alerts and dialogs are drawn by the host itself: their destination is a host-authoring type.
@_spi(HostAuthoring) import WaypointNavigation

/// The demo wires its app as an app would: product modules, each registering its routes and
/// screens through the public API.
@Suite @MainActor struct DemoModulesTests {
    @Test func everyScreenTheScriptShowsHasTheViewItsModuleRegistered() async throws {
        let player = try DemoPlayer(echo: { _ in })
        var checked = 0
        var missing: [String] = []
        while !player.isFinished {
            let bank = player.player.bank
            let watching = bank.hub.onEvent { event in
                guard case .navigated(_, let shown, _) = event.kind else { return }
                // Alerts and dialogs are drawn by the platform's host, not by a module's view.
                for screen in shown where screen.destination.as(AlertContent.self) == nil {
                    checked += 1
                    do { _ = try bank.screens.view(for: screen) } catch { missing.append("\(screen.destination): \(error)") }
                }
            }
            try await player.playNext()
            watching.cancel()
        }
        #expect(checked > 20)
        #expect(missing == [])
    }

    @Test func aLinkFlowTheLibraryMakesIsRememberedWhileItShowsItsScreensAndGoneOnceBackClosedThem() async throws {
        let player = try DemoPlayer(echo: { _ in })
        for _ in 1...3 { try await player.playNext() }
        let bank = player.player.bank
        bank.hub.start(url: "nuapp://accounts/7", source: .inApp)
        await player.player.settle()
        #expect(bank.flows.alive == ["main", "accounts.detail#2"])
        for _ in 1...2 {
            try bank.host.popInteractively()
            await player.player.settle()
        }
        #expect(bank.flows.alive == ["main"])
    }

    @Test func aHelpLinkOfAnyDepthIsOneTypedValueAndBuildsItsURLBack() throws {
        let table = try RouteTable([HelpTopic.route()], configuration: URLConfiguration(schemes: ["nuapp"]))
        let help = try HelpTopic(try table.match("nuapp://help/cards/blocking"))
        #expect(help.path == "cards/blocking")
        #expect(try help.url(in: table) == "nuapp://help/cards/blocking")
    }
}
