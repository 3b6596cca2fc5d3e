import Foundation
import Testing
@_spi(Tooling) import Waypoint

/// The names the `AppCoordinator` doc example uses, standing in for the demo's.
@MainActor private final class DocSession {
    var appState: AppCoordinator.State = .unauthorized
}

@MainActor private final class BankFlows: AppCoordinator.Factory {
    func makeRootFlow(for state: AppCoordinator.State, navigator: Navigator) -> any RunningFlow {
        RootCoordinator(navigator: navigator, destination: state == .authorized ? .home : .login)
    }
}

@Suite @MainActor struct AppCoordinatorDocExampleTests {
    /// The doc example, verbatim between the markers (checked below), compiled and run.
    @Test func theDocExampleParksALinkInTheHubUntilLogin() async throws {
        let (navigator, _) = makeBankNavigator()
        let session = DocSession()
        let hub = RoutingHub(configuration: RoutingHub.Configuration(urls: URLConfiguration(schemes: ["nuapp"])))
        try hub.register(LinkRoute(
            try Route("accounts.detail", "accounts/:id", parameters: ["id": .int]),
            policy: RoutePolicy(allowedSources: [.pushNotification], requiresAuthentication: true)
        ) { request in request.parameters.value("id", as: Int.self).map { DeepLink(Bank.account($0)) } })
        // doc example
        let app = AppCoordinator(navigator: navigator, state: { session.appState }, factory: BankFlows())
        app.connect(hub)                       // the hub's links wait for `.authorized`
        await app.launch()                      // login flow
        hub.start(url: "nuapp://accounts/42", source: .pushNotification)   // parked until logged in
        // doc end
        let parked = try #require(hub.activeSessions().last)
        #expect(parked.state.name == "preparing")
        session.appState = .authorized
        await app.refresh()
        await parked.reach("started")
        #expect(navigator.state.destinationsByLevel == [bankLevel(.home, .accounts, .account(42))])
    }

    @Test func theDocCommentShowsTheCodeThisTestRuns() throws {
        let testFile = URL(fileURLWithPath: #filePath)
        let root = testFile.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let source = try String(contentsOf: root.appendingPathComponent("Sources/Waypoint/Flows/Coordinators/AppCoordinator.swift"), encoding: .utf8)
        let test = try String(contentsOf: testFile, encoding: .utf8)
        let start = try #require(test.range(of: "        // doc example\n"))
        let end = try #require(test.range(of: "        // doc end\n"))
        let lines = test[start.upperBound..<end.lowerBound].split(separator: "\n").map { "/// " + $0.dropFirst(8) }
        #expect(lines.count == 4)
        for line in lines { #expect(source.contains(line + "\n"), "\(line)") }
    }
}
