import Foundation
import Testing
import Waypoint

/// The names the `AppCoordinator` doc example uses, standing in for the demo's.
@MainActor private final class DocSession {
    var appState: AppState = .unauthorised
}

@MainActor private final class BankFlows: AppFlowFactory {
    func makeRootFlow(for state: AppState, navigator: Navigator) -> any RunningFlow {
        RootCoordinator(navigator: navigator, destination: state == .authorised ? .home : .login)
    }
}

@Suite @MainActor struct AppCoordinatorDocExampleTests {
    /// The doc example, verbatim between the markers (checked below), compiled and run.
    @Test func theDocExampleParksALinkUntilLogin() async throws {
        let (navigator, _) = makeBankNavigator()
        let session = DocSession()
        // doc example
        let app = AppCoordinator(navigator: navigator, state: { session.appState }, factory: BankFlows())
        await app.start()                      // login flow
        try app.open(DeepLink(Bank.account(id: 42, tab: "overview")))   // .parked until logged in
        // doc end
        #expect(app.parkedLink == DeepLink(Bank.account(id: 42, tab: "overview")))
    }

    @Test func theDocCommentShowsTheCodeThisTestRuns() throws {
        let testFile = URL(fileURLWithPath: #filePath)
        let root = testFile.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let source = try String(contentsOf: root.appendingPathComponent("Sources/Waypoint/Coordinators/AppCoordinator.swift"), encoding: .utf8)
        let test = try String(contentsOf: testFile, encoding: .utf8)
        let start = try #require(test.range(of: "        // doc example\n"))
        let end = try #require(test.range(of: "        // doc end\n"))
        let lines = test[start.upperBound..<end.lowerBound].split(separator: "\n").map { "/// " + $0.dropFirst(8) }
        #expect(lines.count == 3)
        for line in lines { #expect(source.contains(line + "\n"), "\(line)") }
    }
}
