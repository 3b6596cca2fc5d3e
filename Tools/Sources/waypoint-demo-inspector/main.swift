import Foundation

// The demo bank app behind the live inspector:
// `swift run --package-path Tools waypoint-demo-inspector [--port N] [--allow-open]` serves the
// page, prints its URL first, and plays the demo's script one step at a time from its
// "Next step" button (the plain demo is `swift run waypoint-demo` at the repository root).
do {
    let arguments = Array(CommandLine.arguments.dropFirst())
    let known: Set = ["--port", "--allow-open"]
    if let unknown = arguments.enumerated().first(where: { index, argument in
        !known.contains(argument) && (index == 0 || arguments[index - 1] != "--port")
    }) {
        print("unknown argument \(unknown.element); usage: waypoint-demo-inspector [--port N] [--allow-open]")
        exit(2)
    }
    try await InspectMode(arguments: arguments).run()
} catch {
    print("demo failed: \(error)")
    exit(1)
}
