package import Foundation

/// The plain (non-fuzz) build of every fuzz target: replays the corpus files or crash inputs
/// named on the command line through the target's one-input function, so a finding reproduces in
/// a debug build (`swift run --package-path Tools WaypointRoutesFuzz .build-fuzz/crash-…`).
///
/// ```swift
/// @main struct Replay {
///     static func main() throws { try replayFuzzInputs(tool: "WaypointRoutesFuzz") { fuzzOneInput($0) } }
/// }
/// ```
///
/// - Parameters:
///   - tool: The fuzz target's name, for the usage line.
///   - body: Runs one input.
package func replayFuzzInputs(tool: String, _ body: (Data) throws -> Void) throws {
    let paths = CommandLine.arguments.dropFirst()
    for path in paths {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        try body(data)
        print("ok: \(path) (\(data.count) bytes)")
    }
    if paths.isEmpty {
        print("usage: \(tool) FILE... (replays fuzz inputs; see \"Fuzzing\" in CONTRIBUTING.md)")
    }
}
