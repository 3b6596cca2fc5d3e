import BankDemo
import Foundation

// The demo bank app on the in-memory host: `swift run waypoint-demo` plays every scene,
// `--scene N` one of them, `--quiet` only headlines and outcomes; `--help` lists the scenes.
// The live inspector's mode lives in the nested Tools package (out of an app's dependency graph):
// `swift run --package-path Tools waypoint-demo-inspector [--port N] [--allow-open]`.
let arguments = Array(CommandLine.arguments.dropFirst())
do {
    switch try DemoCommand.parse(arguments) {
    case .help:
        print(DemoHelp.text)
    case .play(let scene, let quiet, let diagrams):
        _ = try await DemoScript.run(scene: scene, quiet: quiet, diagrams: diagrams)
    }
} catch let error as DemoUsageError {
    FileHandle.standardError.write(Data("waypoint-demo: \(error)\n\(DemoCommand.usage)\n(`waypoint-demo --help` lists the scenes)\n".utf8))
    exit(DemoCommand.usageStatus)
} catch {
    print("demo failed: \(error)")
    exit(1)
}
