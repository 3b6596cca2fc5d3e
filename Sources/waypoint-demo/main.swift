import BankDemo
import Foundation

// The demo bank app on the in-memory host: `swift run waypoint-demo` plays the whole script.
// The live inspector's mode lives in the nested Tools package, so that the inspector's server
// stays out of an app's dependency graph:
// `swift run --package-path Tools waypoint-demo-inspector [--port N] [--allow-open]`.
do {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.contains("--inspect") {
        print("the inspector's mode moved to the Tools package: swift run --package-path Tools waypoint-demo-inspector [--port N] [--allow-open]")
        exit(2)
    } else if arguments.isEmpty {
        _ = try await DemoScript.run()
    } else {
        print("usage: waypoint-demo (the inspector's mode: swift run --package-path Tools waypoint-demo-inspector)")
        exit(2)
    }
} catch {
    print("demo failed: \(error)")
    exit(1)
}
