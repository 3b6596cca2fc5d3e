import BankDemo
import Foundation

// The demo bank app on the in-memory host: `swift run waypoint-demo` plays the whole script;
// `swift run waypoint-demo --inspect [--port N] [--allow-open]` serves the live inspector and
// plays the script one step at a time from its "Next step" button.
do {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.contains("--inspect") {
        try await InspectMode(arguments: arguments).run()
    } else if arguments.isEmpty {
        _ = try await DemoScript.run()
    } else {
        print("usage: waypoint-demo [--inspect [--port N] [--allow-open]]")
        exit(2)
    }
} catch {
    print("demo failed: \(error)")
    exit(1)
}
