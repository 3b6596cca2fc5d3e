@_spi(FlowTooling) import BankDemo
import Foundation
import Waypoint
@_spi(FlowTooling) import WaypointTesting
@_spi(FlowTooling) import WaypointInspector

/// The demo behind the live inspector (`waypoint-demo-inspector`); the first line printed is the page's URL.
@MainActor
struct InspectMode {
    let port: UInt16
    let allowsOpening: Bool

    init(arguments: [String]) throws {
        var port: UInt16 = 0
        if let index = arguments.firstIndex(of: "--port") {
            guard index + 1 < arguments.count, let value = UInt16(arguments[index + 1]) else {
                throw UsageError(description: "--port expects a number from 0 to 65535 (0 picks a free port)")
            }
            port = value
        }
        self.port = port
        allowsOpening = arguments.contains("--allow-open")
    }

    func run() async throws {
        var recorder: InspectedHost?
        let player = try DemoPlayer(
            echo: { say($0) },
            wrapHost: { host in
                let inspected = InspectedHost(wrapping: host)
                recorder = inspected
                return inspected
            })
        let next = InspectorAction(
            id: "next-step", title: "Next step",
            detail: {
                player.nextStepTitle.map { "\(player.stepsPlayed + 1) of \(DemoPlayer.stepTitles.count): \($0)" } ?? "the script has ended"
            },
            isEnabled: { !player.isFinished }
        ) {
            try await player.playNext()
        }
        // The script relaunches the app (a new hub, navigator and host): the page follows.
        let inspector = try await Inspector.start(
            following: { player.hub }, flows: { player.liveFlows },
            diagrams: [FlowDiagram(name: "Product details (Revolut's flow engine)", graph: player.productDetailsGraph)],
            actions: [next],
            configuration: InspectorConfiguration(port: port, allowsOpeningURLs: allowsOpening)
        ) {
            [InspectedNavigator(player.navigator, name: "main", host: recorder)]
        }
        say(inspector.url)
        say("Open the page and press “Next step” to play the demo one step at a time; Ctrl-C stops.")
        while true {
            try await Task.sleep(for: .seconds(3_600))
        }
    }
}

/// Writes a line to standard output at once (unbuffered), so a script reading the pipe sees it.
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

struct UsageError: Error, CustomStringConvertible {
    let description: String
}
